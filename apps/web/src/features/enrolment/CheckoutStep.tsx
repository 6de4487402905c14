import type { EnrolmentPayment, EnrolmentQuote, EnrolmentResponse } from '@mhq/contract';
import { formatMoney, type Quote, requiredAgreements } from '@mhq/domain';
import { useCallback, useRef, useState } from 'react';
import { Agreements, type AgreementValues } from './Agreements';
import { CardEntry } from './CardEntry';
import { type EnrolmentFailure, newIdempotencyKey, paymentFailureOf } from './enrolment-api';
import { moreTexts } from './enrolment-more-texts';
import { ChoiceGroup, Notice } from './fields';
import { useFlow } from './flow-context';
import { BankFields, type Tokenizer } from './PaymentFields';
import { Totals } from './PriceSummary';
import { WaitingMessages } from './WaitingMessages';

type Method = 'card' | 'us_bank_account' | 'cash' | 'employer';
type Expected = { todayCents: number; recurringCents: number };

type Props = {
  quote: Quote;
  holder: string;
  email: string;
  pay: (
    payment: EnrolmentPayment,
    agreements: AgreementValues,
    expected: Expected,
    key: string,
  ) => Promise<EnrolmentResponse>;
  onPaid: (response: EnrolmentResponse) => void;
  /** The server's prices differ from the page's: reload the offer so the summary shows them. */
  onPricesChanged: () => void;
  onBack: () => void;
};

/** Step 3: the agreements, card or bank draft (or payment in the office), and Pay with the total on it. */
export function CheckoutStep({ quote, holder, email, pay, onPaid, onPricesChanged, onBack }: Props) {
  const { offer, lang, t, frontDesk } = useFlow();
  const officePaysAll = quote.lines.length > 0 && quote.lines.every((l) => l.payor === 'office');
  const asked = requiredAgreements(officePaysAll);
  const [agreements, setAgreements] = useState<AgreementValues>({ terms: false, autoRenew: false, planConfirm: false });
  const [pressed, setPressed] = useState(false);
  // An office without a payout account takes no payment online: the front desk takes it in the office.
  const online = offer.takesPayments !== false;
  // An employer that pays for its employees: its card pays, and the patient is asked for none unless they choose to.
  const employer = online && offer.business?.employerPays ? offer.business.name : null;
  const [method, setMethod] = useState<Method>(employer ? 'employer' : online || !frontDesk ? 'card' : 'cash');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<EnrolmentFailure | null>(null);
  const inFlight = useRef(false);
  const tokenizer = useRef<Tokenizer | null>(null);
  const onTokenizer = useCallback((next: Tokenizer) => {
    tokenizer.current = next;
  }, []);

  const nothingToPay = quote.todayCents === 0;
  const more = moreTexts(lang);
  const methods: { value: Method; label: string }[] = [
    ...(employer ? [{ value: 'employer' as const, label: more.employerOption(employer) }] : []),
    ...(online ? [{ value: 'card' as const, label: t.card }] : []),
    ...(online && offer.allowBankDraft ? [{ value: 'us_bank_account' as const, label: t.bank }] : []),
    ...(frontDesk ? [{ value: 'cash' as const, label: t.cash }] : []),
  ];
  const stripeKey = offer.processor.kind === 'stripe' ? offer.processor.publishableKey : null;

  async function press(expected: Expected) {
    if (inFlight.current) return;
    setPressed(true);
    if (asked.some((a) => !agreements[a])) return;
    inFlight.current = true;
    setFailure(null);
    setBusy(true);
    try {
      let payment: EnrolmentPayment;
      if (nothingToPay) payment = { method: 'none' };
      else if (method === 'cash') payment = { method: 'cash' };
      else if (method === 'employer') payment = { method: 'employer' };
      else {
        const token = await tokenizer.current?.();
        if (!token) return;
        payment = { method, token };
      }
      const sent = { ...agreements, autoRenew: asked.includes('autoRenew') && agreements.autoRenew };
      onPaid(await pay(payment, sent, expected, newIdempotencyKey()));
    } catch (error) {
      const next = paymentFailureOf(error, lang);
      if (next.kind === 'pricesChanged') onPricesChanged();
      setFailure(next);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const changed: EnrolmentQuote | null = failure?.kind === 'pricesChanged' ? failure.quote : null;
  const notAdded = failure?.kind === 'pricesChanged' ? failure.notAdded : [];
  const payLabel = nothingToPay
    ? t.enrollNoCharge
    : method === 'cash'
      ? t.enrollCash
      : method === 'employer'
        ? more.enrollEmployer
        : t.pay(formatMoney(quote.todayCents, { decimals: 2 }));

  return (
    <form
      className="enrol-step"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void press({ todayCents: quote.todayCents, recurringCents: quote.recurringCents });
      }}
    >
      <h2 tabIndex={-1}>{t.checkoutTitle}</h2>
      <Totals quote={quote} />
      <Agreements asked={asked} value={agreements} onChange={setAgreements} showErrors={pressed} term={quote.term} />
      {nothingToPay ? (
        <p className="enrol-lead">{t.nothingToPay}</p>
      ) : (
        <>
          {methods.length > 1 && (
            <ChoiceGroup legend={t.payWith} name="method" value={method} options={methods} onChange={setMethod} />
          )}
          {method !== 'cash' && method !== 'employer' && <p className="enrol-secure">{t.secureNote}</p>}
          {method === 'cash' && <p className="enrol-lead">{t.cashLead}</p>}
          {method === 'employer' && employer && <p className="enrol-lead">{more.employerLead(employer)}</p>}
          <CardEntry active={method === 'card'} onTokenizer={onTokenizer} />
          {offer.allowBankDraft && (
            <BankFields
              active={method === 'us_bank_account'}
              onTokenizer={onTokenizer}
              holder={holder}
              tokenize={
                stripeKey
                  ? (bank) =>
                      import('./StripeCardFields').then((m) => m.stripeBankPaymentMethod(stripeKey, bank, email))
                  : undefined
              }
            />
          )}
        </>
      )}
      {failure && failure.kind !== 'pricesChanged' && (
        <Notice kind="error" title={t.notPaid}>
          {failure.message}
        </Notice>
      )}
      {!online && frontDesk && !nothingToPay && <p className="enrol-lead">{more.frontDeskCashOnly}</p>}
      {changed && (
        <Notice kind="error" title={notAdded.length > 0 ? more.notAddedTitle : t.pricesChanged}>
          <p>{failure?.message}</p>
          {notAdded.length > 0 && (
            <ul className="enrol-not-added">
              {notAdded.map((n) => (
                <li key={n.person}>{more.notAddedLine(`${n.firstName} ${n.lastName}`)}</li>
              ))}
            </ul>
          )}
          <Totals quote={changed} />
          <button
            type="button"
            className="enrol-button"
            disabled={busy}
            onClick={() => void press({ todayCents: changed.todayCents, recurringCents: changed.recurringCents })}
          >
            {t.confirmNewTotal(formatMoney(changed.todayCents, { decimals: 2 }))}
          </button>
        </Notice>
      )}
      {busy && <WaitingMessages lang={lang} />}
      <div className="enrol-actions">
        <button type="button" className="enrol-button enrol-button-quiet" onClick={onBack} disabled={busy}>
          {t.back}
        </button>
        {!changed && (
          <button type="submit" className="enrol-button enrol-pay" disabled={busy}>
            {payLabel}
          </button>
        )}
      </div>
    </form>
  );
}
