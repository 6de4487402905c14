import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { userMessageOf } from '../../app/api';
import { moneyText as t } from './money-texts';
import { ProcessorError } from './sim-processor';

type Props = {
  /** The line under the lock: where the numbers go. */
  lead: string;
  /** The heading of a refusal ('Card not added'). */
  failureTitle: string;
  submitLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  onCancel: () => void;
  /** Sends the form. What it throws (the processor's refusal, the API's message) is shown above the fields. */
  onSubmit: () => Promise<void>;
  children: ReactNode;
};

/**
 * The frame of every form whose numbers go to the payment processor rather than to our API (a card, a bank
 * account, a payout account): the lock line, the refusal in the user's words, the fields, Cancel and the action.
 */
export function ProcessorForm({
  lead,
  failureTitle,
  submitLabel,
  pending,
  submitDisabled,
  onCancel,
  onSubmit,
  children,
}: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setFailure(null);
    try {
      await onSubmit();
    } catch (err) {
      setFailure(err instanceof ProcessorError ? err.message : userMessageOf(err));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="money-form">
      <Stack gap="sm">
        <Text size="sm" c="gray.7">
          <IconLock size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
          {lead}
        </Text>
        {failure && (
          <Alert color="red" role="alert" title={failureTitle}>
            {failure}
          </Alert>
        )}
        {children}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel} type="button">
            {t.cancel}
          </Button>
          <Button type="submit" loading={pending} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
