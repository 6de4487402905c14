import type { EnrolmentResponse, SubscribeResponse } from '@mhq/contract';
import { cardBrandName, formatMoney, formatUsDate } from '@mhq/domain';
import { useEffect, useRef, useState } from 'react';
import { CashActivation } from './CashActivation';
import { moreTexts } from './enrolment-more-texts';
import { Notice } from './fields';
import { useFlow } from './flow-context';
import { planName } from './offer';
import { PayPendingByCard } from './PayPendingByCard';

/** Front desk: who acts in which office, where payments waiting for the office can be taken. */
export type Collector = { userId: number; officeId: number };

type Props = {
  response: EnrolmentResponse;
  email: string;
  /** Front desk: take the payments the household still owes, in the office or by card. */
  collectIn?: Collector;
  onAnother?: () => void;
};

/** The last page (spec 01 section 4): who is enrolled in what, what was charged and how, and what happens next. */
export function SuccessView({ response, email, collectIn, onAnother }: Props) {
  const { offer, lang, t } = useFlow();
  const more = moreTexts(lang);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { charged } = response;
  const pending = response.status === 'pending_cash';
  const [paidInOffice, setPaidInOffice] = useState<ReadonlySet<number>>(new Set());
  const [byCard, setByCard] = useState<SubscribeResponse | null>(null);
  const nameOf = (planId: number | null, fallback: string | null) => {
    const plan = offer.plans.find((p) => p.id === planId);
    return plan ? planName(plan, lang) : (fallback ?? t.noPlan);
  };
  const amountOf = (index: number, planId: number | null) =>
    (response.quote.lines.find((l) => l.person === index) ?? response.quote.lines.find((l) => l.planId === planId))
      ?.todayCents ?? 0;

  const money = (cents: number) => formatMoney(cents, { decimals: 2 });
  const collecting = pending && collectIn !== undefined && byCard === null;
  const dueCents = response.members.reduce(
    (sum, m, index) => (m.planId !== null && !paidInOffice.has(m.memberId) ? sum + amountOf(index, m.planId) : sum),
    0,
  );
  const cardPaid = (memberId: number) => byCard?.subscriptions.find((s) => s.memberId === memberId);
  const method = byCard ? byCard.paymentMethod : { kind: charged.method, brand: charged.brand, last4: charged.last4 };
  // Paid by the employer: its name, never its card.
  const employerPaid = !byCard && charged.method === 'employer' ? (offer.business?.name ?? null) : null;
  const paidWith =
    employerPaid ??
    (method.last4 &&
      (method.kind === 'us_bank_account'
        ? t.bankEnding(method.last4)
        : t.cardEnding(cardBrandName(method.brand ?? t.card), method.last4)));
  // Paid by card at the counter after all: the card's payment is what the household has paid.
  const nextByCard = byCard?.subscriptions.map((s) => s.paidThrough).sort()[0] ?? null;
  const facts = [
    byCard
      ? [t.charged, money(byCard.amountCents)]
      : pending
        ? [t.toCollect, money(dueCents)]
        : [t.charged, money(charged.amountCents)],
    paidWith ? [t.paidWith, paidWith] : null,
    response.quote.recurringCents > 0 ? [t.thenEach(response.quote.term), money(response.quote.recurringCents)] : null,
    nextByCard
      ? [t.nextPayment, formatUsDate(nextByCard)]
      : response.nextPaymentOn && !pending
        ? [t.nextPayment, formatUsDate(response.nextPaymentOn)]
        : null,
  ].filter((f): f is [string, string] => f !== null);

  return (
    <section className="enrol-step enrol-success" aria-labelledby="enrol-success-title">
      <div className="enrol-success-mark" aria-hidden="true">
        ✓
      </div>
      <h2 id="enrol-success-title" ref={heading} tabIndex={-1}>
        {pending && !byCard ? t.successPending : t.successTitle}
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
            {cardPaid(m.memberId) ? (
              <p className="enrol-paid" role="status">
                {t.activeThrough(formatUsDate(cardPaid(m.memberId)?.paidThrough ?? ''))}
              </p>
            ) : (
              pending &&
              collectIn !== undefined &&
              m.planId !== null && (
                <CashActivation
                  officeId={collectIn.officeId}
                  memberId={m.memberId}
                  planId={m.planId}
                  amountCents={amountOf(index, m.planId)}
                  onPaid={() => setPaidInOffice((paid) => new Set(paid).add(m.memberId))}
                />
              )
            )}
          </li>
        ))}
      </ul>
      {response.notAdded.length > 0 && (
        <Notice kind="info" title={more.notAddedDoneTitle}>
          <ul className="enrol-not-added">
            {response.notAdded.map((n) => (
              <li key={n.person}>{more.notAddedLine(`${n.firstName} ${n.lastName}`)}</li>
            ))}
          </ul>
        </Notice>
      )}
      <dl className="enrol-rows enrol-success-facts">
        {facts.map(([label, value]) => (
          <div className="enrol-row" key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {collecting && dueCents > 0 && (
        <PayPendingByCard
          collector={collectIn}
          ownerMemberId={response.ownerMemberId}
          amountCents={dueCents}
          onPaid={setByCard}
        />
      )}
      {byCard && paidWith && <Notice kind="success">{t.paidByCard(money(byCard.amountCents), paidWith)}</Notice>}
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
