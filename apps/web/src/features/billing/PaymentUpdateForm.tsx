import type { PaymentLinkView, PaymentSourceResponse } from '@mhq/contract';
import { newIdempotencyKey, paymentFailureOf } from '../enrolment/enrolment-api';
import { Notice } from '../enrolment/fields';
import { useFlow } from '../enrolment/flow-context';
import { WaitingMessages } from '../enrolment/WaitingMessages';
import { NewMethodFields, useNewMethod } from './NewMethodFields';
import { goneOf, type LinkRef, savePaymentLink } from './payment-update-api';
import type { PaymentUpdateTexts } from './payment-update-texts';

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
  const { lang } = useFlow();
  const form = useNewMethod();
  const { busy, failure } = form;
  const stripeKey = view.processor === 'stripe' ? view.publishableKey : null;

  const save = () =>
    form.submit(
      async (payment) => onSaved(await savePaymentLink(link, payment, lang, newIdempotencyKey())),
      (error) => {
        const gone = goneOf(error);
        if (!gone) return paymentFailureOf(error, lang).message;
        onGone(gone.office);
        return null;
      },
    );

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
      <NewMethodFields
        method={form.method}
        setMethod={form.setMethod}
        onTokenizer={form.onTokenizer}
        allowBankDraft={view.allowBankDraft}
        stripeKey={stripeKey}
        holder={view.firstName}
        // The page knows no email address (it shows none): the bank account is created without one.
        email=""
      />
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
