import type { SubscribeResponse } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { useCallback, useRef, useState } from 'react';
import { CardEntry } from './CardEntry';
import { newIdempotencyKey, paymentFailureOf, payPendingByCard } from './enrolment-api';
import { Notice } from './fields';
import { useFlow } from './flow-context';
import type { Tokenizer } from './PaymentFields';
import { WaitingMessages } from './WaitingMessages';

type Props = {
  collector: { userId: number; officeId: number };
  ownerMemberId: number;
  /** What the plans still waiting come to, as this page shows it: the server charges only that. */
  amountCents: number;
  onPaid: (paid: SubscribeResponse) => void;
};

/**
 * The front desk's other way to take a household's first payment: a card, kept on file for the payments that follow
 * (update-account/payment/sources, then account/payment/subscribe). A refusal leaves the card typed in to correct.
 */
export function PayPendingByCard({ collector, ownerMemberId, amountCents, onPaid }: Props) {
  const { lang, t } = useFlow();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const tokenizer = useRef<Tokenizer | null>(null);
  const onTokenizer = useCallback((next: Tokenizer) => {
    tokenizer.current = next;
  }, []);
  const amount = formatMoney(amountCents, { decimals: 2 });

  async function pay() {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const token = await tokenizer.current?.();
      if (!token) return;
      onPaid(
        await payPendingByCard({ ...collector, memberId: ownerMemberId }, token, amountCents, newIdempotencyKey()),
      );
    } catch (error) {
      setFailure(paymentFailureOf(error, lang).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="enrol-by-card"
      noValidate
      aria-labelledby="enrol-by-card-title"
      onSubmit={(e) => {
        e.preventDefault();
        void pay();
      }}
    >
      <h3 id="enrol-by-card-title">{t.payByCardTitle}</h3>
      <p className="enrol-hint">{t.payByCardLead}</p>
      <CardEntry active onTokenizer={onTokenizer} />
      {failure && (
        <Notice kind="error" title={t.notPaid}>
          {failure}
        </Notice>
      )}
      {busy && <WaitingMessages lang={lang} />}
      <div className="enrol-actions">
        <button type="submit" className="enrol-button" disabled={busy}>
          {t.chargeCard(amount)}
        </button>
      </div>
    </form>
  );
}
