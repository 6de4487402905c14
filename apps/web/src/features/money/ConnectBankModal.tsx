import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type BankAccountForm, bankAccountProblems } from '@mhq/domain';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { moneyText as t } from './money-texts';
import { ProcessorError } from './sim-processor';
import { useConnectBank } from './use-money';

type Props = { opened: boolean; onClose: () => void; officeId: number; testMode: boolean };

const EMPTY: BankAccountForm = {
  accountHolderName: '',
  routingNumber: '',
  accountNumber: '',
  confirmAccountNumber: '',
};

/** The connect-bank modal: checks the details as the bank would, then links them through the processor. */
export function ConnectBankModal({ opened, onClose, officeId, testMode }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={t.modalTitle} size="md">
      {opened && <ConnectBankForm officeId={officeId} onDone={onClose} testMode={testMode} />}
    </Modal>
  );
}

function ConnectBankForm({ officeId, onDone, testMode }: { officeId: number; onDone: () => void; testMode: boolean }) {
  const [form, setForm] = useState<BankAccountForm>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof BankAccountForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const connect = useConnectBank(officeId);

  const field = (key: keyof BankAccountForm) => ({
    value: form[key],
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      const value = e.currentTarget.value;
      setForm((f) => ({ ...f, [key]: value }));
      setErrors((er) => ({ ...er, [key]: undefined }));
    },
  });

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const problems = bankAccountProblems(form);
    if (problems) {
      setErrors(problems);
      return;
    }
    try {
      const done = await connect.mutateAsync({
        accountHolderName: form.accountHolderName.trim(),
        routingNumber: form.routingNumber.trim(),
        accountNumber: form.accountNumber.trim(),
      });
      if (done) onDone();
    } catch (err) {
      setFailure(err instanceof ProcessorError ? err.message : userMessageOf(err));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="money-form">
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          <IconLock size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
          {t.modalLead}
        </Text>
        {failure && (
          <Alert color="red" role="alert" title="Not connected">
            {failure}
          </Alert>
        )}
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
        {testMode && (
          <Text size="xs" c="gray.7">
            {t.testHint}
          </Text>
        )}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} type="button">
            {t.cancel}
          </Button>
          <Button type="submit" loading={connect.isPending}>
            {t.connect}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
