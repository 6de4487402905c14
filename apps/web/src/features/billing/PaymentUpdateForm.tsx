import type { PaymentLinkView, PaymentSourceResponse } from '@mhq/contract';
import { useCallback, useRef, useState } from 'react';
import { CardEntry } from '../enrolment/CardEntry';
import { newIdempotencyKey, paymentFailureOf } from '../enrolment/enrolment-api';
import { ChoiceGroup, Notice } from '../enrolment/fields';
import { useFlow } from '../enrolment/flow-context';
import { BankFields, type Tokenizer } from '../enrolment/PaymentFields';
import { WaitingMessages } from '../enrolment/WaitingMessages';
import { goneOf, type LinkRef, savePaymentLink } from './payment-update-api';
import type { PaymentUpdateTexts } from './payment-update-texts';

type Method = 'card' | 'us_bank_account';

type Props = {
  link: LinkRef;
  view: PaymentLinkView;
  texts: PaymentUpdateTexts;
  onSaved: (saved: PaymentSourceResponse) => void;
  /** The link stopped working while the page was open (used in another tab, or expired). */
  onGone: (office: PaymentLinkView['office'] | null) => void;
};

/**
 * The new card (or bank account, when the office takes bank drafts), tokenized in the browser by the office's
 * processor; only the token is sent. A refusal is shown in place, with the numbers left to correct.
 */
export function PaymentUpdateForm({ link, view, texts, onSaved, onGone }: Props) {
  const { lang, t } = useFlow();
  const [method, setMethod] = useState<Method>('card');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const tokenizer = useRef<Tokenizer | null>(null);
  const onTokenizer = useCallback((next: Tokenizer) => {
    tokenizer.current = next;
  }, []);
  const stripeKey = view.processor === 'stripe' ? view.publishableKey : null;

  async function save() {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    setBusy(true);
    try {
      const token = await tokenizer.current?.();
      if (!token) return;
      onSaved(await savePaymentLink(link, { method, token }, lang, newIdempotencyKey()));
    } catch (error) {
      const gone = goneOf(error);
      if (gone) onGone(gone.office);
      else setFailure(paymentFailureOf(error, lang).message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <form
      className="enrol-step"
      noValidate
      aria-labelledby="payment-update-new"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2 id="payment-update-new">{texts.newMethod}</h2>
      {view.allowBankDraft && (
        <ChoiceGroup
          legend={t.payWith}
          name="method"
          value={method}
          options={[
            { value: 'card', label: t.card },
            { value: 'us_bank_account', label: t.bank },
          ]}
          onChange={setMethod}
        />
      )}
      <p className="enrol-secure">{t.secureNote}</p>
      <CardEntry active={method === 'card'} onTokenizer={onTokenizer} />
      {view.allowBankDraft && (
        <BankFields
          active={method === 'us_bank_account'}
          onTokenizer={onTokenizer}
          holder={view.firstName}
          tokenize={
            stripeKey
              ? // The page knows no email address (it shows none): the bank account is created without one.
                (bank) =>
                  import('../enrolment/StripeCardFields').then((m) => m.stripeBankPaymentMethod(stripeKey, bank, ''))
              : undefined
          }
        />
      )}
      {failure && (
        <Notice kind="error" title={texts.notSaved}>
          {failure}
        </Notice>
      )}
      {busy && <WaitingMessages lang={lang} />}
      <div className="enrol-actions">
        <button type="submit" className="enrol-button enrol-pay" disabled={busy}>
          {texts.save}
        </button>
      </div>
    </form>
  );
}
