import { Modal, Text } from '@mantine/core';
import type { AddMethodProps } from './AddCardModal';
import { BankAccountFields, useBankForm } from './BankAccountFields';
import { moneyText as t } from './money-texts';
import { ProcessorForm } from './ProcessorForm';
import { type BankInput, ProcessorError, tokenizeBankAccount } from './sim-processor';

type Props = AddMethodProps & { payerEmail: string | null };

/** The bank details as a token at the processor: its own endpoint, or a PaymentMethod made by Stripe.js. */
function tokenizer(billing: AddMethodProps['billing'], bank: BankInput, payerEmail: string | null) {
  const stripeKey = billing.processor === 'stripe' ? billing.publishableKey : null;
  if (billing.processor === 'simulated') return () => tokenizeBankAccount(bank);
  if (!stripeKey) return () => Promise.reject(new ProcessorError(t.stripeNotConfigured));
  // Stripe.js is loaded only now, and only with Stripe.
  return async () => (await import('./stripe-browser')).createBankPaymentMethod(stripeKey, bank, payerEmail);
}

/**
 * Adds a bank account the practice pays its platform plan from: checked here as the bank would, tokenized at the
 * processor, and only the token sent to the API, with the debit authorization the practice agrees to.
 */
export function AddBankAccountModal({ opened, onClose, add, billing, payerEmail }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.bankTitle} size="md">
      {opened && <AddBankForm onDone={onClose} add={add} billing={billing} payerEmail={payerEmail} />}
    </Modal>
  );
}

function AddBankForm({ onDone, add, billing, payerEmail }: Omit<Props, 'opened' | 'onClose'> & { onDone: () => void }) {
  const { field, checked } = useBankForm();
  return (
    <ProcessorForm
      lead={t.modalLead}
      failureTitle={t.bankNotAdded}
      submitLabel={t.bankSave}
      pending={add.isPending}
      onCancel={onDone}
      onSubmit={async () => {
        const bank = checked();
        if (!bank) return;
        await add.mutateAsync(tokenizer(billing, bank, payerEmail));
        onDone();
      }}
    >
      <BankAccountFields field={field} />
      <Text size="xs" c="gray.7">
        {t.bankMandate}
      </Text>
      {billing.processor === 'simulated' && (
        <Text size="xs" c="gray.7">
          {t.testHint}
        </Text>
      )}
    </ProcessorForm>
  );
}
