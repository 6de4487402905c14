import { useCallback, useRef, useState } from 'react';
import { CardEntry } from '../enrolment/CardEntry';
import { ChoiceGroup } from '../enrolment/fields';
import { useFlow } from '../enrolment/flow-context';
import { BankFields, type Tokenizer } from '../enrolment/PaymentFields';

export type NewMethod = 'card' | 'us_bank_account';

/**
 * The state of one 'new card or bank account' form: the chosen method, the tokenizer its fields hand over, and one
 * save at a time (a second press while the first is answered does nothing), with the refusal to show in place.
 */
export function useNewMethod() {
  const [method, setMethod] = useState<NewMethod>('card');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const tokenizer = useRef<Tokenizer | null>(null);
  const onTokenizer = useCallback((next: Tokenizer) => {
    tokenizer.current = next;
  }, []);

  /** Tokenizes the entered method and sends it; what `send` throws is turned into the message by `failureOf`. */
  async function submit(
    send: (payment: { method: NewMethod; token: string }) => Promise<void>,
    failureOf: (error: unknown) => string | null,
  ) {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    setBusy(true);
    try {
      const token = await tokenizer.current?.();
      if (token) await send({ method, token });
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return { method, setMethod, busy, failure, onTokenizer, submit };
}

type Props = {
  method: NewMethod;
  setMethod: (method: NewMethod) => void;
  onTokenizer: (next: Tokenizer) => void;
  allowBankDraft: boolean;
  /** The Stripe publishable key when the office's processor is Stripe; null for the simulated processor. */
  stripeKey: string | null;
  /** The bank account's holder, and the address Stripe keeps with it ('' when the page knows none). */
  holder: string;
  email: string;
};

/**
 * Card or bank account (when the office takes bank drafts), tokenized in the browser by the office's processor as on
 * the enrolment pages: only the token ever reaches the server.
 */
export function NewMethodFields({ method, setMethod, onTokenizer, allowBankDraft, stripeKey, holder, email }: Props) {
  const { t } = useFlow();
  return (
    <>
      {allowBankDraft && (
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
      {allowBankDraft && (
        <BankFields
          active={method === 'us_bank_account'}
          onTokenizer={onTokenizer}
          holder={holder}
          tokenize={
            stripeKey
              ? (bank) =>
                  import('../enrolment/StripeCardFields').then((m) => m.stripeBankPaymentMethod(stripeKey, bank, email))
              : undefined
          }
        />
      )}
    </>
  );
}
