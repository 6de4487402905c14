import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { NotOfferedNote } from './BusinessConnectTermsPage';
import { careWords, LegalLayout, type LegalSection, SupportContacts } from './LegalLayout';

/** The addendum to the practice's agreement a practice accepts with the BusinessConnect terms (/business-connect-addendum). */
export function BusinessConnectAddendumPage() {
  const name = tenant.name;
  const w = careWords();

  const summary = [
    'This addendum adds BusinessConnect to the agreement between your practice and us.',
    'We may tell an employer the names, plans, status and enrollment dates of members who came through it.',
    'We handle that information as your service provider, under the business associate agreement already in place.',
    'Fees and payouts for these members are those of your agreement; BusinessConnect adds no fee.',
  ];

  const sections: LegalSection[] = [
    {
      id: 'scope',
      title: 'Scope',
      body: (
        <>
          <NotOfferedNote />
          <p>
            This BusinessConnect Addendum (“Addendum”) amends the agreement between the {w.practice} (“you”) and {name}{' '}
            (“we”) formed by our <Link to={tenant.files.terms}>Terms of Service</Link>. It takes effect when you accept
            it while turning on BusinessConnect, and it ends when you turn BusinessConnect off, except for sections that
            by their nature continue.
          </p>
        </>
      ),
    },
    {
      id: 'disclosures',
      title: 'Information shared with employers',
      body: (
        <>
          <p>
            You authorize us to show an employer that works with you, for each person who enrolled through its link:
          </p>
          <ul>
            <li>their name;</li>
            <li>the plan they chose;</li>
            <li>whether their membership is active, late, canceled or ended;</li>
            <li>the date they enrolled.</li>
          </ul>
          <p>
            We show nothing else: no treatment or health information, no payment method, no amounts paid. The enrollment
            page tells employees before they enroll that their employer will see this.
          </p>
        </>
      ),
    },
    {
      id: 'baa',
      title: 'Business associate terms',
      body: (
        <p>
          Information about your members remains protected health information of your practice. We handle it, including
          what we show to employers under this Addendum, as your business associate under the business associate
          agreement between us. Nothing in this Addendum lets an employer receive protected health information for any
          purpose related to employment decisions.
        </p>
      ),
    },
    {
      id: 'money',
      title: 'Fees and payouts',
      body: (
        <p>
          Payments from members who enroll through an employer are collected, refunded and paid out to you exactly like
          your other members’ payments, with the platform fees of your agreement. BusinessConnect adds no fee. The
          discount you set is yours: it reduces the member’s price, and the platform fee is calculated on what the
          member pays.
        </p>
      ),
    },
    {
      id: 'records',
      title: 'Records',
      body: (
        <p>
          We keep a record of who accepted the BusinessConnect Terms and this Addendum for your practice and when, of
          the employers you invited, and of every change to your BusinessConnect settings.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <>
          <p>Questions about this Addendum? Contact {name}.</p>
          <SupportContacts />
        </>
      ),
    },
  ];

  return (
    <LegalLayout
      title="BusinessConnect Addendum"
      intro={`The addendum to a ${w.practice}’s agreement with ${name} for offering its plans through employers.`}
      summary={summary}
      sections={sections}
    />
  );
}
