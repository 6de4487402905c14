import '../enrolment/styles';
import './payment-method.css';
import type { PastDueResponse, PaymentSourceResponse } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { useMemo } from 'react';
import { call } from '../../app/api';
import { NewMethodFields, useNewMethod } from '../billing/NewMethodFields';
import { paymentOffer } from '../billing/payment-offer';
import { newIdempotencyKey, paymentFailureOf } from '../enrolment/enrolment-api';
import { ENROLMENT_TEXTS } from '../enrolment/enrolment-texts';
import { Notice } from '../enrolment/fields';
import { brandOfTenant, type FlowContext, FlowContextValue } from '../enrolment/flow-context';
import { WaitingMessages } from '../enrolment/WaitingMessages';
import { usePortalLang } from '../portal/portal-language';
import { PATIENTS_TEXTS } from './patients-texts';

type Props = {
  userId: number;
  office: { id: number; officeName: string; email: string | null };
  owed: PastDueResponse;
  /** The account owner: the bank account's holder, and the address Stripe keeps with it. */
  payer: { name: string; email: string };
  onSaved: (saved: PaymentSourceResponse) => void;
  onCancel?: () => void;
};

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/**
 * The account owner's new card (or bank account, when the office takes bank drafts), tokenized in the browser by the
 * office's processor as on the enrolment and payment-update pages; only the token goes to the server
 * (update-account/payment/sources), which pays what the household owes with it at once. A refusal of the card itself
 * is shown in place, with the numbers left to correct.
 */
export function PaymentMethodForm({ userId, office, owed, payer, onSaved, onCancel }: Props) {
  const lang = usePortalLang();
  const t = PATIENTS_TEXTS[lang];
  const form = useNewMethod();
  const { busy, failure } = form;
  const payWith = owed.payWith ?? { processor: 'simulated' as const, publishableKey: null, allowBankDraft: false };
  const stripeKey = payWith.processor === 'stripe' ? payWith.publishableKey : null;
  const flow = useMemo<FlowContext>(
    () => ({
      offer: paymentOffer({
        ...payWith,
        office: { ...office, slug: '', phone: null, address: null, logo: null },
      }),
      channel: 'external',
      lang,
      t: ENROLMENT_TEXTS[lang],
      brand: brandOfTenant(),
      payorAndWaiver: false,
      frontDesk: false,
    }),
    [payWith, office, lang],
  );
  const owing = owed.lateCents + owed.delinquentCents;

  const save = () =>
    form.submit(
      async (payment) =>
        onSaved(
          await call('updatePaymentSource', {
            params: { id: userId },
            body: { dentistInfoId: office.id, memberId: owed.ownerMemberId, payment, language: lang },
            // One key per press: a lost answer retried by the browser never charges twice.
            headers: { 'Idempotency-Key': newIdempotencyKey() },
            successToast: false,
          }),
        ),
      (error) => paymentFailureOf(error, lang).message,
    );

  return (
    <FlowContextValue.Provider value={flow}>
      <form
        className="enrol patient-method-form"
        noValidate
        aria-labelledby="patient-method-new"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <h3 id="patient-method-new">{t.newMethod}</h3>
        {owing > 0 && (
          <p className="patient-method-charge">
            {owed.delinquentCents > 0 ? t.savingPaysRestart(money(owing)) : t.savingPaysLate(money(owing))}
          </p>
        )}
        <NewMethodFields
          method={form.method}
          setMethod={form.setMethod}
          onTokenizer={form.onTokenizer}
          allowBankDraft={payWith.allowBankDraft}
          stripeKey={stripeKey}
          holder={payer.name}
          email={payer.email}
        />
        {failure && (
          <Notice kind="error" title={t.notSaved}>
            {failure}
          </Notice>
        )}
        {busy && <WaitingMessages lang={lang} />}
        <div className="enrol-actions patient-method-actions">
          <button type="submit" className="enrol-button enrol-pay" disabled={busy}>
            {owing > 0 ? t.saveAndPay(money(owing)) : t.save}
          </button>
          {onCancel && (
            <button type="button" className="enrol-button enrol-button-quiet" onClick={onCancel} disabled={busy}>
              {t.cancel}
            </button>
          )}
        </div>
      </form>
    </FlowContextValue.Provider>
  );
}
