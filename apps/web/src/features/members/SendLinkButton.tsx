import { call } from '../../app/api';
import { HouseholdPaymentAction } from './HouseholdPaymentAction';
import { membersText as t } from './members-texts';

/**
 * Mails the account owner a secure link (7 days, works once) where they replace the card themselves
 * (sendSecurePaymentUpdateLink); the answer says where it went.
 */
export function SendLinkButton({
  officeId,
  memberId,
  hasEmail,
}: {
  officeId: number;
  memberId: number;
  hasEmail: boolean;
}) {
  if (!hasEmail) return null;
  return (
    <HouseholdPaymentAction
      label={t.sendLink}
      showAnswer
      run={() => call('sendPaymentUpdateLink', { params: { id: officeId }, body: { memberId }, successToast: false })}
    />
  );
}
