import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, userMessageOf } from '../../app/api';
import { useRefreshMembers } from './members-api';
import { membersText as t } from './members-texts';

export type ConfirmAction = {
  title: string;
  lead: ReactNode;
  confirm: string;
  danger?: boolean;
  /** Sends the change; `amountCents` is the amount the server says is due, when it answered another one (409). */
  run: (amountCents?: number) => Promise<unknown>;
};

/** The server's own amount in a 409 answer ('amountDueCents'), when a payment's amount changed. */
const amountDueOf = (error: unknown): number | null => {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const due = (error.body as { amountDueCents?: unknown } | null)?.amountDueCents;
  return typeof due === 'number' ? due : null;
};

/**
 * One step on a member's plan with a clear result: what will happen, the button that does it, and the refusal in
 * the front desk's words. A payment whose amount the server sees otherwise is offered again with that amount.
 */
export function ConfirmActionModal({ action, onClose }: { action: ConfirmAction; onClose: () => void }) {
  const refresh = useRefreshMembers();
  const run = useMutation({
    mutationFn: (amountCents?: number) => action.run(amountCents),
    onSuccess: () => {
      void refresh();
      onClose();
    },
  });
  const due = amountDueOf(run.error);
  return (
    <Modal opened onClose={onClose} title={action.title}>
      <Stack gap="md">
        <Text size="sm">{action.lead}</Text>
        {run.isError && (
          <Alert color="red" role="alert">
            {userMessageOf(run.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            color={action.danger ? 'red.9' : undefined}
            loading={run.isPending}
            onClick={() => run.mutate(due ?? undefined)}
          >
            {due !== null ? t.confirmAmount(due) : action.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
