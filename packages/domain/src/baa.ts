/**
 * The Business Associate Agreement a practice signs before it enrolls members (HIPAA, 45 CFR 164.504(e)).
 *
 * COUNSEL REVIEW: this text is a sensible draft written by engineering, not legal advice. Counsel must review
 * and approve it before it is shown to real practices; any change to the wording must bump BAA_VERSION, so
 * every stored signature names the exact text that was signed.
 */

export const BAA_VERSION = '2026-11-draft-1';

export type BaaSection = { heading: string; paragraphs: readonly string[] };

/** The agreement, with the platform's and the practice's names filled in. */
export function baaSections(platformName: string, practiceName: string): BaaSection[] {
  return [
    {
      heading: '1. Parties and purpose',
      paragraphs: [
        `This Business Associate Agreement ("Agreement") is entered into between ${practiceName} ("Covered Entity") and ${platformName} ("Business Associate"). Business Associate provides a membership-plan platform through which Covered Entity enrolls patients in in-house membership plans, collects their payments and communicates with them. In doing so Business Associate creates, receives, maintains or transmits protected health information ("PHI") on behalf of Covered Entity.`,
        'This Agreement sets out the obligations of Business Associate under the Health Insurance Portability and Accountability Act of 1996, the HITECH Act and their implementing regulations at 45 CFR Parts 160 and 164 (together, "HIPAA"). Terms used but not defined here have the meanings given in HIPAA.',
      ],
    },
    {
      heading: '2. Permitted uses and disclosures',
      paragraphs: [
        'Business Associate may use and disclose PHI only to perform the services of the platform for Covered Entity (enrolment, billing, payment collection, member communication, reporting to Covered Entity and support), as required by law, and for its own proper management and administration as permitted by 45 CFR 164.504(e)(4).',
        'Business Associate will use, disclose and request only the minimum PHI necessary for each purpose and will not sell PHI or use it for marketing.',
      ],
    },
    {
      heading: '3. Safeguards',
      paragraphs: [
        'Business Associate will implement administrative, physical and technical safeguards that reasonably and appropriately protect the confidentiality, integrity and availability of electronic PHI, and will comply with Subpart C of 45 CFR Part 164 (the Security Rule). This includes access control by role, encryption of PHI in transit, audit logging of access to member records, and workforce training.',
      ],
    },
    {
      heading: '4. Reporting',
      paragraphs: [
        'Business Associate will report to Covered Entity any use or disclosure of PHI not provided for by this Agreement, any security incident of which it becomes aware, and any breach of unsecured PHI as required by 45 CFR 164.410, without unreasonable delay and in no case later than 30 calendar days after discovery.',
      ],
    },
    {
      heading: '5. Subcontractors',
      paragraphs: [
        'Business Associate will ensure that any subcontractor that creates, receives, maintains or transmits PHI on its behalf (such as hosting, email delivery and payment processing providers) agrees in writing to the same restrictions and conditions that apply to Business Associate.',
      ],
    },
    {
      heading: '6. Individual rights',
      paragraphs: [
        'Within 15 business days of a request by Covered Entity, Business Associate will make PHI available for access (45 CFR 164.524) and amendment (45 CFR 164.526), and provide the information needed for an accounting of disclosures (45 CFR 164.528).',
        'Business Associate will make its internal practices, books and records relating to PHI available to the Secretary of Health and Human Services for purposes of determining compliance with HIPAA.',
      ],
    },
    {
      heading: '7. Term and termination',
      paragraphs: [
        'This Agreement takes effect when signed and continues while Business Associate provides services to Covered Entity. Either party may terminate it if the other materially breaches it and does not cure the breach within 30 days of notice.',
        'On termination Business Associate will return or destroy all PHI it maintains for Covered Entity, or, where return or destruction is infeasible (for example, records it must keep by law), extend the protections of this Agreement to that PHI for as long as it is kept.',
      ],
    },
    {
      heading: '8. Miscellaneous',
      paragraphs: [
        "Any ambiguity in this Agreement shall be resolved to permit compliance with HIPAA. This Agreement is signed electronically; the signer confirms that they are authorized to sign on behalf of Covered Entity. The signer's name, title, the date and time, the network address and the version of this Agreement are recorded with the signature.",
      ],
    },
  ];
}

/** The agreement as plain text, for the mailed copy and for hashing what was signed. */
export function baaPlainText(platformName: string, practiceName: string): string {
  return baaSections(platformName, practiceName)
    .map((s) => [s.heading, ...s.paragraphs].join('\n\n'))
    .join('\n\n');
}

export type BaaSignatureFact = { agreementVersion: string } | null;

/** Enrolment needs a signed BAA (any version signed counts until counsel says a new version must be re-signed). */
export function baaSigned(signature: BaaSignatureFact): boolean {
  return signature !== null;
}

export const BAA_MESSAGES = {
  signerName: 'Please enter your full name',
  signerTitle: 'Please enter your title',
  agree: 'Please confirm that you agree and are authorized to sign',
  signed: 'Thank you. The Business Associate Agreement is signed and a copy was emailed to you.',
  alreadySigned: 'The Business Associate Agreement is already signed for this office.',
} as const;
