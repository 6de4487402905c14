import { TextInput } from '@mantine/core';
import { type BankAccountForm, bankAccountProblems } from '@mhq/domain';
import { useState } from 'react';
import { moneyText as t } from './money-texts';
import type { BankInput } from './sim-processor';

const EMPTY: BankAccountForm = {
  accountHolderName: '',
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
};

/** The bank details form's state, checked as the bank would check them (the domain's rule). */
export function useBankForm() {
  const [form, setForm] = useState<BankAccountForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof BankAccountForm, string>>>({});

  const field = (key: keyof BankAccountForm) => ({
    value: form[key],
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [key]: value }));
      setErrors((er) => ({ ...er, [key]: undefined }));
    },
  });

  /** The details to send to the processor, or null after showing what is wrong. */
  const checked = (): BankInput | null => {
    const problems = bankAccountProblems(form);
    if (problems) {
      setErrors(problems);
      return null;
    }
    return {
      accountHolderName: form.accountHolderName.trim(),
      routingNumber: form.routingNumber.trim(),
      accountNumber: form.accountNumber.trim(),
    };
  };

  return { field, checked };
}

/** Holder, routing, account and its confirmation: the same four fields wherever a bank account is entered. */
export function BankAccountFields({ field }: { field: ReturnType<typeof useBankForm>['field'] }) {
  return (
    <>
      <TextInput label={t.holderLabel} autoComplete="name" required {...field('accountHolderName')} />
      <TextInput label={t.routingLabel} inputMode="numeric" maxLength={9} required {...field('routingNumber')} />
      <TextInput
        label={t.accountLabel}
        inputMode="numeric"
        maxLength={17}
        required
        autoComplete="off"
        {...field('accountNumber')}
      />
      <TextInput
        label={t.confirmLabel}
        inputMode="numeric"
        maxLength={17}
        required
        autoComplete="off"
        {...field('confirmAccountNumber')}
      />
    </>
  );
}
