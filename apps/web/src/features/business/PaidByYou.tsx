import { Anchor, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { userMessageOf } from '../../app/api';
import { useBusinessPayment } from './use-business-payment';

/**
 * An employee household the employer pays for, on the members list: said so, with a way to stop paying for it (when
 * the employee leaves, say). It asks first: the household is told it pays for itself from its next payment.
 */
export function PaidByYou({ name, enrolmentId }: { name: string; enrolmentId: number }) {
  const { stopFor } = useBusinessPayment();
  const confirm = () =>
    modals.openConfirmModal({
      title: `Stop paying for ${name}?`,
      centered: true,
      children: (
        <Text size="sm">
          {name} will be told by email that, from the next payment, the membership is charged to a card of their own. It
          stays active.
        </Text>
      ),
      labels: { confirm: 'Stop paying', cancel: 'Keep paying' },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        stopFor.mutate(enrolmentId, {
          onSuccess: (res) => notifications.show({ color: 'teal', message: res._message ?? 'Saved' }),
          onError: (err) => notifications.show({ color: 'red', message: userMessageOf(err) }),
        }),
    });
  return (
    <Group gap={6} mt={2}>
      <Text size="xs" fw={600} c="teal.9">
        Paid by you
      </Text>
      <Anchor component="button" type="button" size="xs" c="red.9" onClick={confirm} disabled={stopFor.isPending}>
        Stop paying
      </Anchor>
    </Group>
  );
}
