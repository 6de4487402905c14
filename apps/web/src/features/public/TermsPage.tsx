import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { careWords, LegalLayout, type LegalSection, SupportContacts } from './LegalLayout';
import { membershipSections } from './terms-membership-sections';

/** The Terms of Service of the platform, for practices and for patients (/terms; /tos redirects here). */
export function TermsPage() {
  const name = tenant.name;
  const w = careWords();

  const summary = [
    `${name} is the software and payment service behind your membership plan. Your ${w.pro} provides your care.`,
    'A membership plan is not insurance. It is an agreement between a patient and a practice.',
    'Plans are billed monthly or yearly and renew automatically until you cancel. You can cancel at any time.',
    `Practices set their own plans and prices. ${name} collects the payments and pays practices, less its fee.`,
  ];

  const sections: LegalSection[] = [
    {
      id: 'about',
      title: 'About these terms',
      body: (
        <>
          <p>
            These Terms of Service are an agreement between you and {name} (“{name}”, “we”, “us”). They apply when you
            use our membership-plan platform: the website, the member and practice accounts, enrollment pages, emails
            and text messages we send.
          </p>
          <p>They cover two kinds of users:</p>
          <ul>
            <li>
              <strong>Practices</strong>: the {w.practices} that offer membership plans through {name}, including the{' '}
              {w.pros}, owners and team members who use a practice account.
            </li>
            <li>
              <strong>Members</strong>: patients who join a practice’s membership plan, and the account holder who pays
              for a membership on someone else’s behalf, such as a parent.
            </li>
          </ul>
          <p>
            By creating an account, enrolling in a plan or using the platform, you agree to these terms and to our{' '}
            <Link to={tenant.files.privacy}>Privacy Policy</Link>. Employers that offer plans to their employees also
            agree to our <Link to={tenant.files.smallBusinessTerms}>Small Business Terms</Link>. If you do not agree,
            please do not use the platform.
          </p>
        </>
      ),
    },
    {
      id: 'what-we-do',
      title: `What ${name} does, and what it does not do`,
      body: (
        <>
          <p>
            {name} gives practices the tools to create in-house membership plans, enroll patients, collect membership
            payments automatically and see how their plans perform. Members use it to join a plan, pay for it, and
            manage their membership.
          </p>
          <p>{name} is a technology and payment service. We are not:</p>
          <ul>
            <li>
              a {w.practice} or a provider of {w.care}. We do not examine or treat anyone, and nothing on the platform
              is medical advice;
            </li>
            <li>an insurance company, and we do not pay for anyone’s care;</li>
            <li>
              the party that decides what a plan includes or costs. Each practice designs its own plans and sets its own
              prices.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'not-insurance',
      title: 'Membership plans are not insurance',
      body: (
        <>
          <p className="legal-callout">
            A membership plan is a direct agreement between a member and a practice. In exchange for the membership fee,
            the practice provides the services listed in the plan and, where the plan says so, a discount on other
            services at that practice.
          </p>
          <p>This means a membership plan:</p>
          <ul>
            <li>is not insurance and does not pay claims;</li>
            <li>
              can only be used at the practice (or the practice’s locations) where you enrolled, not with other {w.pros}
              ;
            </li>
            <li>
              does not replace health insurance and is not “minimum essential coverage” under the Affordable Care Act;
            </li>
            <li>
              covers only what the plan lists. Services you do not use during a membership period do not carry over,
              unless the plan says otherwise.
            </li>
          </ul>
          <p>
            If you have insurance, you may still be able to join a plan; ask your practice how the two work together.
          </p>
        </>
      ),
    },
    ...membershipSections(name),
    {
      id: 'practices',
      title: 'What practices are responsible for',
      body: (
        <>
          <p>A practice that uses {name} is responsible for:</p>
          <ul>
            <li>all care it provides, every clinical decision, and the licenses of its {w.pros} and team members;</li>
            <li>
              designing its plans, setting their prices, describing them accurately and honoring them for its members;
            </li>
            <li>
              following the laws that apply to it, including state laws on membership plans, consumer protection, tax,
              advertising and patient records;
            </li>
            <li>
              signing a business associate agreement with {name} before it adds patient information, and getting each
              patient’s permission before enrolling them;
            </li>
            <li>managing who on its team has access to its account, and removing people who leave;</li>
            <li>answering members’ questions about their care, their plan and what it includes.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'payments-payouts',
      title: 'Payments, fees and payouts for practices',
      body: (
        <>
          <p>
            {name} processes membership payments for practices through a third-party payment processor. To receive
            payments, a practice completes the processor’s onboarding, including identity checks and a bank account for
            payouts, and agrees to the processor’s terms.
          </p>
          <ul>
            <li>
              We collect members’ payments on the practice’s behalf and pay them out to the practice’s bank account on a
              regular schedule, net of our platform fee and card processing fees. Each payout comes with a report of the
              payments it includes.
            </li>
            <li>
              Our fees are those in the practice’s pricing agreement or shown when it signs up. We give at least 30
              days’ notice before changing them.
            </li>
            <li>
              Refunds a practice approves, and card disputes (chargebacks) that are decided against it, are deducted
              from its future payouts. We help practices respond to disputes.
            </li>
            <li>
              We may delay a payout when the processor requires it or when we see signs of fraud or error, and we will
              tell the practice why.
            </li>
            <li>All amounts are in US dollars. Practices are responsible for their own taxes.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'acceptable-use',
      title: 'Using the platform fairly',
      body: (
        <>
          <p>When you use {name}, please do not:</p>
          <ul>
            <li>give false information or enroll someone without their permission;</li>
            <li>share your account or try to get into accounts or data that are not yours;</li>
            <li>use the platform to bill insurance, or for anything unlawful or misleading;</li>
            <li>
              copy, scrape, reverse engineer or overload the platform, or upload anything harmful such as malware.
            </li>
          </ul>
          <p>We may remove content or limit access that breaks these rules.</p>
        </>
      ),
    },
    {
      id: 'data',
      title: 'Your information',
      body: (
        <>
          <p>
            How we collect, use and protect personal information, including patients’ health information, is described
            in our <Link to={tenant.files.privacy}>Privacy Policy</Link> and, for practices, in the business associate
            agreement.
          </p>
          <p>
            Practices own the information they put into {name}. They give us permission to store and process it only to
            run the platform for them, and they can export their member and payment reports at any time.
          </p>
        </>
      ),
    },
    {
      id: 'changes-service',
      title: 'Changes to the platform',
      body: (
        <p>
          We keep improving {name}, so features may change. We work to keep the platform available at all times, but it
          may sometimes be unavailable, for example during maintenance. If we remove something practices rely on, we
          will tell them in advance.
        </p>
      ),
    },
    {
      id: 'ending',
      title: 'Ending your use of the platform',
      body: (
        <>
          <p>
            Members can cancel their membership as described above. Practices can close their account by contacting us.
            A practice that closes its account must tell its members, and we will help it stop future charges and settle
            its final payout.
          </p>
          <p>
            We may suspend or close an account that seriously or repeatedly breaks these terms, does not pay what it
            owes, or puts other users at risk. Except in urgent cases, we will warn you first and give you time to fix
            the problem.
          </p>
        </>
      ),
    },
    {
      id: 'disclaimers',
      title: 'Disclaimers and limits of liability',
      body: (
        <>
          <p>
            We provide the platform “as is”. As far as the law allows, we make no promises beyond those in these terms,
            for example that the platform will never have errors, or about the results of any care. Questions and
            complaints about care belong with the practice that provided it.
          </p>
          <p>
            As far as the law allows, {name} is not liable for indirect or consequential losses, such as lost profits or
            lost data. Our total liability to you for any claim is limited to the fees you paid to {name} in the 12
            months before the claim, or $100 if that is more. Nothing in these terms limits liability that cannot be
            limited by law.
          </p>
        </>
      ),
    },
    {
      id: 'disputes',
      title: 'Resolving disagreements',
      body: (
        <p>
          If something goes wrong, please contact us first; most problems can be solved quickly that way. If we cannot
          resolve it within 30 days, either of us may take it to the courts that have jurisdiction. These terms are
          governed by the laws of the United States and of the state where {name} has its principal place of business.
          Nothing here takes away rights you have as a consumer under the laws of your state.
        </p>
      ),
    },
    {
      id: 'changes-terms',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms. We will post the new version here and change the “Last updated” date. If a change
          is significant, we will tell you by email or in your account at least 30 days before it takes effect, and
          practices may be asked to accept the new terms when they next sign in. If you keep using {name} after the
          change takes effect, the new terms apply to you.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <>
          <p>Questions about these terms or your account? We are happy to help.</p>
          <SupportContacts />
          <p>For questions about your care or what your plan includes, please contact your practice.</p>
        </>
      ),
    },
  ];

  return (
    <LegalLayout
      title="Terms of Service"
      intro={`The rules for using ${name}, for the ${w.practices} that offer membership plans and for the patients who join them.`}
      summary={summary}
      sections={sections}
    />
  );
}
