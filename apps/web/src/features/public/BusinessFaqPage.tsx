import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { NotOfferedNote } from './BusinessConnectTermsPage';
import { careWords, LegalLayout, type LegalSection, SupportContacts } from './LegalLayout';

type Qa = { q: string; a: string };

/** Questions and answers, as a definition list. */
function Answers({ items }: { items: Qa[] }) {
  return (
    <dl>
      {items.map((i) => (
        <div key={i.q}>
          <dt>
            <strong>{i.q}</strong>
          </dt>
          <dd style={{ marginLeft: 0, marginBottom: '1em' }}>{i.a}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Questions businesses ask about offering a practice's membership plans to their staff (/business-faq). */
export function BusinessFaqPage() {
  const name = tenant.name;
  const w = careWords();

  const sections: LegalSection[] = [
    {
      id: 'basics',
      title: 'The basics',
      body: (
        <>
          <NotOfferedNote />
          <Answers
            items={[
              {
                q: 'What is BusinessConnect?',
                a: `A way for your business to offer your employees in-house membership plans at a local ${w.practice}. Employees get their preventive ${w.care} for one monthly or yearly price, usually with a discount for coming through you.`,
              },
              {
                q: 'Is this insurance?',
                a: 'No. A membership plan is an agreement between the member and the practice. There are no claims, deductibles or networks, and it does not replace health insurance.',
              },
              {
                q: 'What does it cost my business?',
                a: 'Nothing. Each employee pays for their own membership unless you choose to pay for your employees.',
              },
            ]}
          />
        </>
      ),
    },
    {
      id: 'setup',
      title: 'Setting it up',
      body: (
        <Answers
          items={[
            {
              q: 'How do we join?',
              a: `A practice may invite you by email, or you sign up on ${name} and choose a participating practice. Either way you set up a free business account with a password.`,
            },
            {
              q: 'How do employees enroll?',
              a: 'Your account has an enrollment link to the practice’s plans. Share it with your staff by email, on your intranet or on a poster. Each employee enrolls and pays on their own.',
            },
            {
              q: 'Can employees add family members?',
              a: 'Yes, where the practice’s plans allow it, with the same discount.',
            },
          ]}
        />
      ),
    },
    {
      id: 'privacy',
      title: 'What you see',
      body: (
        <Answers
          items={[
            {
              q: 'What can we see about our employees?',
              a: 'The names of employees who enrolled through your link, the plan they chose, whether the membership is active and when they enrolled. Never their treatment, health information or payment details.',
            },
            {
              q: 'What happens when someone leaves our company?',
              a: 'Their membership is theirs: they can keep it at the practice or cancel it under the plan’s terms.',
            },
          ]}
        />
      ),
    },
    {
      id: 'contact',
      title: 'More questions',
      body: (
        <>
          <p>
            Read the <Link to="/terms-employee">Small Business Terms</Link>, or contact {name}.
          </p>
          <SupportContacts />
        </>
      ),
    },
  ];

  return (
    <LegalLayout
      title="BusinessConnect questions for businesses"
      intro={`Answers for employers thinking about offering ${w.care} membership plans to their team through ${name}.`}
      summary={[
        `Your employees join a local ${w.practice}’s membership plan, usually at a discount.`,
        'It is not insurance and it costs your business nothing.',
        'You see who enrolled and whether their membership is active, never health or payment details.',
      ]}
      sections={sections}
    />
  );
}
