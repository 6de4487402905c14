import { tenant } from '../../app/tenant';
import type { LegalSection } from './LegalLayout';

/** The Terms sections a patient reads most: the account, billing and automatic renewal, cancelling. */
export function membershipSections(name: string): LegalSection[] {
  return [
    {
      id: 'accounts',
      title: 'Your account',
      body: (
        <>
          <ul>
            <li>You must be at least 18 to create an account. A parent or guardian enrolls children.</li>
            <li>
              The account holder may add family members to a membership and is responsible for paying for all of them.
            </li>
            <li>Give us accurate information and keep it up to date, especially your email and payment details.</li>
            <li>
              Keep your password private and do not share your sign-in with anyone. Practices give each team member
              their own account. For your safety, we sign you out after a period of inactivity.
            </li>
            <li>
              You are responsible for what happens under your account. Tell us right away at{' '}
              <a href={`mailto:${tenant.supportEmail}`}>{tenant.supportEmail}</a> if you think someone else has used it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: 'billing',
      title: 'Billing and automatic renewal',
      body: (
        <>
          <p>
            When you enroll, you choose a plan and how to pay for it. The price, the billing period and any one-time fee
            are shown at checkout before you pay.
          </p>
          <ul>
            <li>
              <strong>Monthly plans</strong> are charged on the day you enroll and on the same day each month after
              that.
            </li>
            <li>
              <strong>Annual plans</strong> are charged once when you enroll and then once a year on that date.
            </li>
            <li>
              <strong>One-time fees.</strong> Some monthly plans carry a one-time setup or activation fee. It is shown
              at checkout and is not refundable.
            </li>
            <li>
              <strong>Family discounts.</strong> A practice may lower the price when several people in a family are
              members. The discount is shown at checkout.
            </li>
          </ul>
          <h3>Automatic renewal</h3>
          <p>
            Your membership renews automatically at the end of each billing period, at the plan’s price at that time,
            until you cancel. By enrolling, you authorize {name} to charge your payment method on file for each renewal
            on behalf of your practice. Before an annual membership renews, we email you a reminder with the renewal
            date, the amount and how to cancel.
          </p>
          <h3>Price changes</h3>
          <p>
            A practice may change the price of its plans. We will tell you at least 30 days before a new price applies
            to you. It takes effect at your next renewal, and you may cancel before then.
          </p>
          <h3>Missed payments</h3>
          <p>
            If a payment fails, we will let you know and try again over the following days. Until it is paid, your
            membership is past due and the practice may ask you to pay before giving member-priced services. If it is
            not paid, the membership may be cancelled.
          </p>
          <h3>Other ways of paying</h3>
          <p>
            Some practices let members pay at the office, and some memberships are paid for by the practice or an
            employer. In those cases the practice or the employer handles payment and tells you how renewal works.
          </p>
        </>
      ),
    },
    {
      id: 'cancel',
      title: 'Cancelling a membership',
      body: (
        <>
          <p>You can cancel your membership at any time, in any of these ways:</p>
          <ul>
            <li>ask your practice, in person, by phone or by email; or</li>
            <li>
              contact {name} support at <a href={`mailto:${tenant.supportEmail}`}>{tenant.supportEmail}</a> or{' '}
              {tenant.supportPhone}.
            </li>
          </ul>
          <p>
            Once your cancellation is processed, you will not be charged again. We confirm every cancellation by email.
            Your membership stays active until the end of the period you have already paid for.
          </p>
          <h3>Refunds</h3>
          <ul>
            <li>Monthly payments are not refunded once the month has started.</li>
            <li>
              For annual plans, the refund rules are set by your practice and shown in the plan terms at checkout. If
              you have already received services at member prices, the practice may first subtract the difference
              between what you paid and its usual fees for those services.
            </li>
            <li>
              Some plans have a minimum term, for example 12 monthly payments. If so, it is shown clearly at checkout,
              along with what happens if you cancel early.
            </li>
            <li>If we charged you by mistake, we will refund the charge in full.</li>
          </ul>
          <p>
            A practice may also end a membership, for example if you leave the practice or payments stop. It will tell
            you first and refund any prepaid amount owed to you under the plan terms.
          </p>
        </>
      ),
    },
  ];
}
