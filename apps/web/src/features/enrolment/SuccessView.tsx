import type { EnrolmentResponse } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { useEffect, useRef } from 'react';
import { CashActivation } from './CashActivation';
import { useFlow } from './flow-context';
import { planName } from './offer';
import { usDate } from './PriceSummary';

type Props = {
  response: EnrolmentResponse;
  email: string;
  /** Front desk: the office whose pending in-office payments can be marked received. */
  activateIn?: number;
  onAnother?: () => void;
};

const brandName = (brand: string) => brand.charAt(0).toUpperCase() + brand.slice(1);

/** The last page (spec 01 section 4): who is enrolled in what, what was charged and how, and what happens next. */
export function SuccessView({ response, email, activateIn, onAnother }: Props) {
  const { offer, lang, t } = useFlow();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { charged } = response;
  const pending = response.status === 'pending_cash';
  const nameOf = (planId: number | null, fallback: string | null) => {
    const plan = offer.plans.find((p) => p.id === planId);
    return plan ? planName(plan, lang) : (fallback ?? t.noPlan);
  };
  const amountOf = (index: number, planId: number | null) =>
    (response.quote.lines.find((l) => l.person === index) ?? response.quote.lines.find((l) => l.planId === planId))
      ?.todayCents ?? 0;

  const money = (cents: number) => formatMoney(cents, { decimals: 2 });
  const paidWith =
    charged.last4 &&
    (charged.method === 'us_bank_account'
      ? t.bankEnding(charged.last4)
      : t.cardEnding(brandName(charged.brand ?? t.card), charged.last4));
  const facts = [
    pending ? [t.toCollect, money(response.quote.todayCents)] : [t.charged, money(charged.amountCents)],
    paidWith ? [t.paidWith, paidWith] : null,
    response.quote.recurringCents > 0 ? [t.thenEach(response.quote.term), money(response.quote.recurringCents)] : null,
    response.nextPaymentOn && !pending ? [t.nextPayment, usDate(response.nextPaymentOn)] : null,
  ].filter((f): f is [string, string] => f !== null);

  return (
    <section className="enrol-step enrol-success" aria-labelledby="enrol-success-title">
      <div className="enrol-success-mark" aria-hidden="true">
        ✓
      </div>
      <h2 id="enrol-success-title" ref={heading} tabIndex={-1}>
        {pending ? t.successPending : t.successTitle}
      </h2>
      <p className="enrol-lead">{t.successLead(offer.office.officeName)}</p>
      <h3>{t.members}</h3>
      <ul className="enrol-success-members">
        {response.members.map((m, index) => (
          <li key={m.memberId}>
            <div>
              <strong>
                {m.firstName} {m.lastName}
              </strong>
              <span>{nameOf(m.planId, m.planName)}</span>
            </div>
            {pending && activateIn !== undefined && m.planId !== null && (
              <CashActivation
                officeId={activateIn}
                memberId={m.memberId}
                planId={m.planId}
                amountCents={amountOf(index, m.planId)}
              />
            )}
          </li>
        ))}
      </ul>
      <dl className="enrol-rows enrol-success-facts">
        {facts.map(([label, value]) => (
          <div className="enrol-row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="enrol-notice enrol-notice-info">{t.emailSent(email)}</p>
      {onAnother && (
        <div className="enrol-actions">
          <button type="button" className="enrol-button" onClick={onAnother}>
            {t.enrollAnother}
          </button>
        </div>
      )}
    </section>
  );
}
