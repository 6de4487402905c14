import { Link } from 'react-router';
import { tenant } from '../../app/tenant';
import { careWords, LegalLayout, type LegalSection, SupportContacts } from './LegalLayout';

/** The terms for small businesses that offer membership plans to their employees (/terms-employee). */
export function EmployerTermsPage() {
  const name = tenant.name;
  const w = careWords();

  const summary = [
    `You can offer your employees membership plans at participating ${w.practices}.`,
    'Membership plans are not insurance, and offering them does not make you or us an insurer.',
    'Memberships you pay for are billed monthly or yearly and renew automatically until you cancel.',
    `You see who is enrolled and what you are billed, never your employees’ ${w.care} or health information.`,
  ];

  const sections: LegalSection[] = [
    {
      id: 'about',
      title: 'About these terms',
      body: (
        <>
          <p>
            These Small Business Terms apply to businesses (“you”, “your business”) that use {name} to offer membership
            plans to their employees and, where allowed, their families. They apply together with our{' '}
            <Link to={tenant.files.terms}>Terms of Service</Link> and{' '}
            <Link to={tenant.files.privacy}>Privacy Policy</Link>. Where they differ, these terms apply to your business
            account.
          </p>
          <p>
            The person who creates the business account confirms that they are allowed to accept these terms for the
            business.
          </p>
        </>
      ),
    },
    {
      id: 'how-it-works',
      title: 'How the program works',
      body: (
        <>
          <ol>
            <li>You create a business account and invite the employees you want to offer plans to.</li>
            <li>
              Each employee chooses a participating {w.practice} and a plan, and creates their own member account.
            </li>
            <li>
              The practice provides the care. {name} handles enrollment, payments and renewals, and pays the practice.
            </li>
          </ol>
          <p>
            Each practice decides what its plans include and what they cost, and may offer a special price to members
            who join through a business. Employees see the price before they enroll.
          </p>
        </>
      ),
    },
    {
      id: 'not-insurance',
      title: 'Not insurance and not a health plan',
      body: (
        <>
          <p className="legal-callout">
            A membership plan is an agreement between a member and a practice for services at that practice. It is not
            insurance, it does not pay claims, and it does not replace health insurance.
          </p>
          <p>
            {name} is not an insurer, a benefits administrator or a fiduciary of any benefit plan you offer. You decide
            whether and how to offer membership plans as a benefit. Please ask your own advisers how doing so fits with
            your benefits, tax and employment obligations.
          </p>
        </>
      ),
    },
    {
      id: 'employees',
      title: 'Your employees',
      body: (
        <ul>
          <li>
            You decide which employees are eligible. Give us accurate names and work email addresses for the people you
            invite.
          </li>
          <li>
            Joining is always the employee’s choice. Each employee accepts our Terms of Service when they enroll, and
            their membership is with their practice.
          </li>
          <li>
            Do not make joining, or not joining, a condition of employment, and do not use enrollment information to
            make employment decisions.
          </li>
          <li>
            Describe the program accurately to your employees. Do not call it insurance or promise services a plan does
            not include.
          </li>
        </ul>
      ),
    },
    {
      id: 'paying',
      title: 'Paying for memberships',
      body: (
        <>
          <p>You choose how memberships are paid for:</p>
          <ul>
            <li>
              <strong>Your business pays</strong> for the memberships of the employees you choose, with the payment
              method on your business account; or
            </li>
            <li>
              <strong>Employees pay</strong> for their own memberships with their own card, at any business price the
              practice offers.
            </li>
          </ul>
          <p>For memberships your business pays for:</p>
          <ul>
            <li>
              You are billed monthly or yearly, in advance, from each membership’s start date. The amount is shown
              before you confirm.
            </li>
            <li>
              Memberships renew automatically at the end of each billing period, at the plan’s price at that time, until
              you cancel them. We remind you by email before annual memberships renew.
            </li>
            <li>Any one-time setup or activation fee is shown before you confirm and is not refundable.</li>
            <li>
              If a payment fails, we tell you and try again. If it is still unpaid after 14 days, we may pause or end
              the memberships it covers. We will tell the employees affected and offer them the choice to continue at
              their own cost.
            </li>
            <li>Receipts are available in your business account. Prices are in US dollars.</li>
          </ul>
          <p>
            Your payments go to the practices your employees chose, less {name}’s platform fee, as described in our{' '}
            <Link to={tenant.files.terms}>Terms of Service</Link>.
          </p>
        </>
      ),
    },
    {
      id: 'changes-roster',
      title: 'Adding and removing employees',
      body: (
        <>
          <p>
            You can invite more employees at any time. Each new membership starts billing on the day the employee
            enrolls.
          </p>
          <p>
            When someone leaves your business or you stop paying for their membership, remove them in your business
            account. You will not be billed for them again. Their membership stays active until the end of the period
            already paid for. After that, they can keep it by paying for it themselves at the practice’s regular member
            price.
          </p>
        </>
      ),
    },
    {
      id: 'cancel',
      title: 'Cancelling',
      body: (
        <>
          <p>
            You can stop offering the program at any time, from your business account or by contacting {name} support.
            We stop all future charges to your business and confirm the cancellation by email. Memberships you paid for
            stay active until the end of their paid period, and we let each employee know how to continue on their own.
          </p>
          <p>
            Payments already made are not refundable, except where the practice’s plan terms or the law provide
            otherwise, or where we charged you by mistake.
          </p>
        </>
      ),
    },
    {
      id: 'privacy',
      title: 'Your employees’ privacy',
      body: (
        <>
          <p>Through your business account you can see only:</p>
          <ul>
            <li>the employees you invited, and whether they enrolled;</li>
            <li>which practice and plan each enrolled employee chose, and the membership’s status;</li>
            <li>what your business is billed, and for whom.</li>
          </ul>
          <p>
            You will never see your employees’ visits, treatment or other health information, and we will not share it
            with you. Please do not ask practices for it. Keep what you can see confidential and use it only to run the
            program.
          </p>
        </>
      ),
    },
    {
      id: 'responsibilities',
      title: 'Your other responsibilities',
      body: (
        <ul>
          <li>Keep your business details and payment method up to date.</li>
          <li>Give account access only to people who need it, and remove them when they no longer do.</li>
          <li>
            Follow the employment, benefits and tax laws that apply to your business, including any reporting of the
            benefit.
          </li>
        </ul>
      ),
    },
    {
      id: 'ending',
      title: 'Suspension and termination',
      body: (
        <p>
          We may suspend or close a business account that does not pay what it owes, seriously breaks these terms, or
          misuses employees’ information. Except in urgent cases, we will warn you first and give you time to fix the
          problem. If we close your account, we tell your enrolled employees how to keep their memberships.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Care, disclaimers and liability',
      body: (
        <p>
          The practices, not {name} and not your business, are responsible for the care they provide. The disclaimers
          and limits of liability in our <Link to={tenant.files.terms}>Terms of Service</Link> also apply to your
          business account.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      body: (
        <p>
          We may update these terms. We will post the new version here and change the “Last updated” date. If a change
          is significant, we will email your account’s administrators at least 30 days before it takes effect.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <>
          <p>Questions about offering membership plans to your team? Contact {name}.</p>
          <SupportContacts />
        </>
      ),
    },
  ];

  return (
    <LegalLayout
      title="Small Business Terms"
      intro={`The terms for employers that use ${name} to offer ${w.care} membership plans to their employees.`}
      summary={summary}
      sections={sections}
    />
  );
}
