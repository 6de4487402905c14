import { formatMoney, formatUsDate, periodEnd, type Quote, type QuoteLine } from '@mhq/domain';
import type { ReactNode } from 'react';
import { moreTexts } from './enrolment-more-texts';
import { useFlow } from './flow-context';
import { displayName, type PersonDraft } from './household';
import { planName } from './offer';

export const todayIso = (): string => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

type Props = { quote: Quote; people: PersonDraft[] };

/** What each person's plan costs and why (price, family discount, fees), then today's total and what follows. */
export function PriceSummary({ quote, people }: Props) {
  const { offer, lang, t } = useFlow();
  const lineOf = (index: number) => quote.lines.find((l) => l.person === index);
  const discount = Math.max(0, ...quote.lines.map((l) => l.discountPercent));
  return (
    <div className="enrol-summary">
      <ul className="enrol-summary-people">
        {people.map((person, index) => {
          const line = lineOf(index);
          const plan = line ? offer.plans.find((p) => p.id === line.planId) : undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: people keep their place while the summary shows.
            <li key={index} className="enrol-summary-person">
              <div className="enrol-summary-head">
                <strong>{displayName(person)}</strong>
                <span>{plan ? planName(plan, lang) : t.noPlan}</span>
              </div>
              {line && <LineRows line={line} waived={person.waiveFee} />}
            </li>
          );
        })}
      </ul>
      {/* The employer's discount is explained above the steps; the family discount here, where it applies. */}
      {discount > 0 && discount !== offer.business?.discountPercent && (
        <p className="enrol-discount-note">{t.familyDiscountNote(discount, quote.familySize)}</p>
      )}
      <Totals quote={quote} />
    </div>
  );
}

function Row({ label, value, strong }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div className={`enrol-row ${strong ? 'enrol-row-strong' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function LineRows({ line, waived }: { line: QuoteLine; waived: boolean }) {
  const { offer, lang, t } = useFlow();
  // The larger of the family and the employer's discount applies (spec 02 section 9): name the one that did.
  const label =
    offer.business && line.discountPercent === offer.business.discountPercent
      ? offer.groupKind === 'community'
        ? moreTexts(lang).groupDiscount
        : t.businessDiscount
      : t.familyDiscount;
  const per = (cents: number) => formatMoney(cents);
  return (
    <dl className="enrol-rows">
      <Row label={t.listPrice} value={per(line.listCents)} />
      {line.discountPercent > 0 && (
        <Row label={`${label} (${line.discountPercent}%)`} value={`−${per(line.discountCents)}`} />
      )}
      <Row label={t.yourPrice} value={per(line.periodCents)} strong />
      {line.setupFeeCents > 0 && <Row label={t.setupFee} value={per(line.setupFeeCents)} />}
      {line.activationFeeCents > 0 && <Row label={t.activationFee} value={per(line.activationFeeCents)} />}
      {waived && line.payor === 'member' && <Row label={t.feeWaived} value={per(0)} />}
      {line.payor === 'office' && <Row label={t.officePays} value={per(0)} />}
    </dl>
  );
}

/** 'Due today' and 'Then $X per month/year', with the date of the next payment. */
export function Totals({ quote }: { quote: Pick<Quote, 'todayCents' | 'recurringCents' | 'term'> }) {
  const { offer, t } = useFlow();
  // The server's day (the demo's clock may be moved), not the browser's: the first period starts on it.
  const today = offer.today ?? todayIso();
  return (
    <div className="enrol-totals" aria-live="polite">
      <div className="enrol-due">
        <span>{t.dueToday}</span>
        <strong>{formatMoney(quote.todayCents)}</strong>
      </div>
      {quote.recurringCents > 0 && (
        <p>
          <span>{t.thenPer(formatMoney(quote.recurringCents), quote.term)}</span>
          <small>{t.nextPaymentOn(formatUsDate(periodEnd(today, quote.term)))}</small>
        </p>
      )}
    </div>
  );
}
