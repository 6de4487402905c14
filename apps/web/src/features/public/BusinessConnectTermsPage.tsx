import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { careWords, LegalLayout, type LegalSection, SupportContacts } from './LegalLayout';

/** Whether the brand runs BusinessConnect: the documents say so plainly where it does not. */
export const businessConnectOffered = () => tenant.featureFlags.includes('businessConnect');

export function NotOfferedNote() {
  if (businessConnectOffered()) return null;
  return (
    <p className="legal-callout">
      BusinessConnect is not offered on {tenant.name}. This document applies only where the program is offered.
    </p>
  );
}

/** The terms a practice accepts to run BusinessConnect (/business-connect-terms). */
export function BusinessConnectTermsPage() {
  const name = tenant.name;
  const w = careWords();

  const summary = [
    `BusinessConnect lets employers offer your membership plans to their employees; you stay the ${w.practice} that provides the care.`,
    'You choose the discount employers’ staff get and which of your plans employers may offer.',
    'Employees enroll and pay for their own memberships, on the same terms as your other members.',
    'Employers see who enrolled through them and whether the membership is active, never health or payment details.',
    'You may turn BusinessConnect off at any time; members already enrolled keep their memberships.',
  ];

  const sections: LegalSection[] = [
    {
      id: 'about',
      title: 'About these terms',
      body: (
        <>
          <NotOfferedNote />
          <p>
            These BusinessConnect Terms apply to a {w.practice} (“you”, “the practice”) that turns on BusinessConnect in
            its {name} account. They add to the <Link to={tenant.files.terms}>Terms of Service</Link> you accepted when
            you signed up, and to the <Link to="/business-connect-addendum">BusinessConnect Addendum</Link>. Where they
            differ, these terms apply to BusinessConnect.
          </p>
          <p>
            The person who turns BusinessConnect on confirms that they may accept these terms for the practice. We
            record who accepted them and when.
          </p>
        </>
      ),
    },
    {
      id: 'program',
      title: 'What BusinessConnect is',
      body: (
        <>
          <p>
            BusinessConnect connects your practice with local businesses (“employers”). An employer that works with you
            shares a link to your enrollment page with its employees. Employees who enroll through that link become
            members of your practice, with the discount you set.
          </p>
          <ol>
            <li>You invite an employer from your BusinessConnect page, or an employer that signed up chooses you.</li>
            <li>The employer sets up its free business account and shares its enrollment link with its staff.</li>
            <li>
              Employees choose one of the plans you allow and enroll themselves and, where the plan allows, family.
            </li>
          </ol>
        </>
      ),
    },
    {
      id: 'discount',
      title: 'Your discount and your plans',
      body: (
        <>
          <p>
            You decide the discount employers’ staff receive, from 0 to 50 percent off the plan price, and which of your
            plans employers may offer. A change applies to enrollments made after it; members already enrolled keep the
            price they enrolled at until their plan changes or renews under your plan’s own rules.
          </p>
          <p>
            Where another discount also applies (a group code, a family discount), the enrollment page applies the
            larger one, as it does for every member.
          </p>
        </>
      ),
    },
    {
      id: 'members',
      title: 'Members who come through an employer',
      body: (
        <p>
          Members who enroll through an employer are your members like any other: they pay by card or bank account, they
          may cancel under the plan’s terms, and their memberships are billed, renewed and paid out to you in the same
          way. The platform fees in your agreement apply to their payments.
        </p>
      ),
    },
    {
      id: 'privacy',
      title: 'What employers see',
      body: (
        <>
          <p>
            An employer sees only the employees who enrolled through its link: their names, the plan they chose, whether
            the membership is active, and when they enrolled. Employers never see treatment, health information, card or
            bank details, or what an employee paid.
          </p>
          <p>
            You must not share more with an employer than this, and you must not make any employee’s care or price
            depend on whether they enrolled through their employer.
          </p>
        </>
      ),
    },
    {
      id: 'not-insurance',
      title: 'Not insurance',
      body: (
        <p className="legal-callout">
          Membership plans are not insurance and BusinessConnect does not make your plans an employer’s group health
          plan. You must not describe them as insurance to employers or employees.
        </p>
      ),
    },
    {
      id: 'ending',
      title: 'Turning BusinessConnect off, and ending an employer relationship',
      body: (
        <p>
          You may turn BusinessConnect off at any time from your BusinessConnect page. Employers’ links then stop giving
          your discount and you cannot invite new employers. You may also end your relationship with one employer once
          nobody enrolled through it has an active membership. Members who enrolled keep their memberships either way.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms. We will post the new version here and change the “Last updated” date. If a change
          is significant, we will email your practice’s owner at least 30 days before it takes effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <>
          <p>Questions about BusinessConnect? Contact {name}.</p>
          <SupportContacts />
        </>
      ),
    },
  ];

  return (
    <LegalLayout
      title="BusinessConnect Terms"
      intro={`The terms for ${w.practices} that offer their membership plans to local employers’ staff through ${name}.`}
      summary={summary}
      sections={sections}
    />
  );
}
