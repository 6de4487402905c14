import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { careWords, LegalLayout, type LegalSection, SupportContacts } from './LegalLayout';

/** The Privacy Policy of the platform (/privacy). */
export function PrivacyPage() {
  const name = tenant.name;
  const w = careWords();

  const summary = [
    'We collect only what is needed to run membership plans, take payments and pay practices.',
    'We never sell personal information or use it for advertising.',
    'Card numbers go straight to our payment processor. We never see or store full card numbers.',
    `For patients’ health information we act as the practice’s business associate under HIPAA, under a signed agreement.`,
  ];

  const sections: LegalSection[] = [
    {
      id: 'scope',
      title: 'Who this policy covers',
      body: (
        <>
          <p>
            This policy explains how {name} (“we”, “us”) handles personal information on our membership-plan platform.
            It applies to:
          </p>
          <ul>
            <li>{w.pros}, practice owners and team members who use a practice account;</li>
            <li>patients who join a plan (“members”) and the account holders who pay for them;</li>
            <li>employers that offer plans to their employees;</li>
            <li>anyone who visits our enrollment and sign-in pages.</li>
          </ul>
          <p>
            Your practice is your health care provider. Under the Health Insurance Portability and Accountability Act
            (HIPAA), it is a “covered entity”, and its Notice of Privacy Practices also applies to your information.
          </p>
        </>
      ),
    },
    {
      id: 'hipaa',
      title: 'Health information and HIPAA',
      body: (
        <>
          <p>
            When a practice uses {name}, the information we handle about its patients is protected health information.
            We handle it as the practice’s <strong>business associate</strong>:
          </p>
          <ul>
            <li>
              Every practice signs a business associate agreement (BAA) with {name} before it adds patient information.
            </li>
            <li>
              We use and disclose that information only to run the platform for the practice, as the BAA and HIPAA
              allow, and never for our own marketing.
            </li>
            <li>
              Service providers that handle it for us, such as our hosting provider, sign business associate agreements
              with us and must protect it the same way.
            </li>
            <li>
              If a breach of unsecured health information happens, we tell the practice without delay so that it can
              notify the people affected, as HIPAA requires.
            </li>
          </ul>
          <p>
            {name} does not need clinical records. We ask practices not to put diagnoses, treatment notes or images into
            the platform.
          </p>
        </>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      body: (
        <>
          <h3>Members and account holders</h3>
          <ul>
            <li>name, date of birth, email address, mobile phone number and home address;</li>
            <li>the practice you joined, your plan, family members on your membership, and the membership’s status;</li>
            <li>
              your payment history (amounts, dates, refunds) and the card on file, shown only by its brand, last four
              digits and expiry date;
            </li>
            <li>notes your practice adds about your membership, and its patient record number if it links one.</li>
          </ul>
          <h3>Practices and their teams</h3>
          <ul>
            <li>practice name, address, phone, locations and plan settings;</li>
            <li>names, email addresses and roles of the people who use the account;</li>
            <li>
              business and tax details and the bank account for payouts, which our payment processor collects and
              verifies.
            </li>
          </ul>
          <h3>Employers</h3>
          <ul>
            <li>business name and contact details, and the employees invited to enroll.</li>
          </ul>
          <h3>When you use the platform</h3>
          <ul>
            <li>
              sign-in activity, IP address, browser and device type, pages visited and error reports, used to keep the
              platform secure and working;
            </li>
            <li>messages you send to our support team.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'payments',
      title: 'Payment cards and bank details',
      body: (
        <>
          <p className="legal-callout">
            Card numbers are entered into secure fields provided by our payment processor and sent straight to it. We
            never see, store or transmit full card numbers or security codes.
          </p>
          <p>
            The processor is certified to the Payment Card Industry Data Security Standard (PCI DSS). It gives us a
            token that stands for your card, which we use to charge renewals. We keep only the card’s brand, last four
            digits and expiry date, so you and your practice can see which card is on file.
          </p>
          <p>Practices’ bank account details for payouts are also held by the processor, not by {name}.</p>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How we use information',
      body: (
        <>
          <p>We use personal information to:</p>
          <ul>
            <li>enroll members, charge membership fees and renewals, and send receipts;</li>
            <li>
              send messages about your membership, such as payment problems, renewal reminders and cancellation
              confirmations;
            </li>
            <li>pay practices and give them reports on their members and payments;</li>
            <li>answer your questions and fix problems;</li>
            <li>keep the platform secure and prevent fraud;</li>
            <li>meet our legal, tax and accounting obligations;</li>
            <li>
              improve {name}, using information that has been combined and stripped of anything that identifies a
              person.
            </li>
          </ul>
          <p>
            We send text messages only to people who agreed to receive them. Reply STOP to any message to stop them.
          </p>
        </>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: (
        <>
          <p>
            <strong>We never sell or rent personal information</strong>, and we do not share it for advertising. We
            share it only:
          </p>
          <ul>
            <li>with your practice, which runs your membership;</li>
            <li>with our payment processor, to take payments and pay practices;</li>
            <li>
              with service providers that help us run the platform, such as hosting, email and text message services,
              under contracts that limit what they may do with it;
            </li>
            <li>
              with your employer, if it offers your plan: only that you are enrolled, in which plan and what it is
              billed. Never your care or your health information;
            </li>
            <li>when the law requires it, for example in response to a valid court order;</li>
            <li>
              with a company that acquires {name}, which must keep protecting the information as this policy and the
              BAAs require.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <p>
          We use only the cookies and browser storage the platform needs to work: to keep you signed in, remember the
          practice location you chose and the settings of your account. We do not use advertising or cross-site tracking
          cookies.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <>
          <ul>
            <li>Account and membership information: for as long as the account or membership is active.</li>
            <li>
              Payment and payout records: seven years after the transaction, because tax and accounting laws require it.
            </li>
            <li>Security logs: up to 12 months.</li>
            <li>
              When a practice closes its account, we return or destroy its patients’ information as its BAA says, except
              for records the law requires us to keep, which stay protected.
            </li>
          </ul>
          <p>Deleted information leaves our backups within 90 days.</p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we protect it',
      body: (
        <>
          <ul>
            <li>information is encrypted in transit and at rest;</li>
            <li>each person sees only what their role needs, and accounts sign out after a period of inactivity;</li>
            <li>access to health information is logged and reviewed;</li>
            <li>our team is trained in privacy and security and bound by confidentiality;</li>
            <li>we check the security of the service providers we use.</li>
          </ul>
          <p>
            No system is perfectly secure. If your information is affected by a security incident, we will tell you or
            your practice as the law requires.
          </p>
        </>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights and choices',
      body: (
        <>
          <h3>Your health information</h3>
          <p>
            Under HIPAA you can see and get a copy of your health information, ask for corrections, ask who it has been
            shared with and ask for limits on how it is used. Because your practice is responsible for it, please send
            these requests to your practice. We help practices answer them. If you write to us instead, we will pass
            your request on to your practice.
          </p>
          <h3>Your account information</h3>
          <p>
            You can see and update most of your details in your account. You can also ask us to give you a copy of your
            information, correct it or delete it. We may need to keep some records, such as payment records, for as long
            as the law requires.
          </p>
          <h3>State privacy rights</h3>
          <p>
            Depending on your state, you may have more rights, such as to know what we collect, to delete or correct it,
            and to opt out of its sale (we do not sell it). We will not treat you differently for using these rights. We
            answer within 45 days and may need to confirm your identity first. An authorized agent may also make a
            request for you.
          </p>
          <p>
            To make a request, email <a href={`mailto:${tenant.supportEmail}`}>{tenant.supportEmail}</a>.
          </p>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          Children can be members of a plan, but they do not use {name} themselves. A parent or guardian enrolls them
          and gives us their information, and manages the membership for them. We do not knowingly let anyone under 18
          create an account.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We may update this policy. We will post the new version here and change the “Last updated” date. If we make a
          significant change, we will tell you by email or in your account before it takes effect. See also our{' '}
          <Link to={tenant.files.terms}>Terms of Service</Link>.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <>
          <p>
            Questions about your privacy, or a request about your information? Contact {name} and ask for our privacy
            team.
          </p>
          <SupportContacts />
        </>
      ),
    },
  ];

  return (
    <LegalLayout
      title="Privacy Policy"
      intro={`What information ${name} keeps about ${w.practices}, their patients and employers, why we keep it, and how we protect it.`}
      summary={summary}
      sections={sections}
    />
  );
}
