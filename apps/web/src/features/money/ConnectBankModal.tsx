import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { BankAccountFields, useBankForm } from './BankAccountFields';
import { moneyText as t } from './money-texts';
import { ProcessorForm } from './ProcessorForm';
import { useConnectBank, usePayoutAccount } from './use-money';

/** `testMode` shows the simulated processor's test numbers (only ever with the simulated processor). */
type Props = { opened: boolean; onClose: () => void; officeId: number; testMode?: boolean };

/**
 * The connect-bank modal. With the simulated processor it checks the details as the bank would, then links them
 * through the processor; with Stripe it asks for nothing here and sends the practice to Stripe's onboarding.
 */
export function ConnectBankModal({ opened, onClose, officeId, testMode = false }: Props) {
  const account = usePayoutAccount(officeId);
  const processor = account.data?.processor;
  return (
    <Modal opened={opened} onClose={onClose} title={t.modalTitle} size="md">
      {opened && !processor && <Loader role="status" size="sm" aria-label={t.loading} />}
      {opened && processor === 'stripe' && <StripeOnboarding officeId={officeId} onCancel={onClose} />}
      {opened && processor === 'simulated' && (
        <ConnectBankForm officeId={officeId} onDone={onClose} testMode={testMode} />
      )}
    </Modal>
  );
}

/** Stripe keeps the bank details and the identity checks on its own pages: this says so, then goes there. */
function StripeOnboarding({ officeId, onCancel }: { officeId: number; onCancel: () => void }) {
  const connect = useConnectBank(officeId);
  const [failure, setFailure] = useState<string | null>(null);
  const go = async () => {
    setFailure(null);
    try {
      await connect.mutateAsync(null);
    } catch (err) {
      setFailure(userMessageOf(err));
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t.stripeLead}</Text>
      <List size="sm" spacing={4}>
        {t.stripeSteps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Text size="sm" c="gray.7">
        <IconLock size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
        {t.stripeSecure}
      </Text>
      {failure && (
        <Alert color="red" role="alert" title={t.notConnected}>
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={onCancel} type="button">
          {t.cancel}
        </Button>
        <Button
          onClick={() => void go()}
          loading={connect.isPending}
          rightSection={<IconExternalLink size={16} aria-hidden />}
        >
          {t.stripeContinue}
        </Button>
      </Group>
    </Stack>
  );
}

function ConnectBankForm({ officeId, onDone, testMode }: { officeId: number; onDone: () => void; testMode: boolean }) {
  const { field, checked } = useBankForm();
  const connect = useConnectBank(officeId);
  return (
    <ProcessorForm
      lead={t.modalLead}
      failureTitle={t.notConnected}
      submitLabel={t.connect}
      pending={connect.isPending}
      onCancel={onDone}
      onSubmit={async () => {
        const bank = checked();
        if (!bank) return;
        if (await connect.mutateAsync(bank)) onDone();
      }}
    >
      <BankAccountFields field={field} />
      {testMode && (
        <Text size="xs" c="gray.7">
          {t.testHint}
        </Text>
      )}
    </ProcessorForm>
  );
}
