// The pages a receipt's signed id opens besides the receipt (/pn/{id}): the patient's referral link for a friend,
// and the form recommending the platform to another practice.

/** A receipt's link (…/pn/{id}) turned into the referral link a friend opens (…/patient-referral/{id}). */
export const referralLinkOfReceipt = (receiptLink: string) => receiptLink.replace('/pn/', '/patient-referral/');
