import { Alert, Button, Card, Group, Loader, SegmentedControl, Table, Text, Title } from '@mantine/core';
import { formatMoney } from '@mhq/domain';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { formatDate } from '../../ui/format';
import { StatusBadge } from '../../ui/StatusBadge';
import { type AdminRewardsShow, useAdminLaunchRewards, useMarkLaunchRewardPaid } from './rewards-api';

const SHOWS: { value: AdminRewardsShow; label: string }[] = [
  { value: 'earned', label: 'To pay' },
  { value: 'paid', label: 'Paid' },
  { value: 'all', label: 'All' },
];

/**
 * On /admin/manage: the launch rewards offices earned (30, 60, 90 active members), oldest first, each marked paid
 * once the platform sent it (the server audits who marked it).
 */
export function AdminLaunchRewards() {
  const [show, setShow] = useState<AdminRewardsShow>('earned');
  const rewards = useAdminLaunchRewards(show);
  const markPaid = useMarkLaunchRewardPaid();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="admin-launch-rewards">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="sm">
        <div>
          <Title order={2} size="h4" id="admin-launch-rewards">
            Launch rewards
          </Title>
          <Text size="sm" c="gray.7">
            $25, $50 and $100 when a practice first reaches 30, 60 and 90 active members. Mark each paid once sent.
            {rewards.data && rewards.data.earnedCents > 0 && ` ${formatMoney(rewards.data.earnedCents)} to pay.`}
          </Text>
        </div>
        <SegmentedControl
          aria-label="Show launch rewards"
          value={show}
          onChange={(v) => setShow(v as AdminRewardsShow)}
          data={SHOWS}
        />
      </Group>
      {rewards.isPending ? (
        <Loader role="status" aria-label="Loading launch rewards" />
      ) : rewards.isError ? (
        <Alert color="red">{userMessageOf(rewards.error)}</Alert>
      ) : rewards.data.rewards.length === 0 ? (
        <Text c="gray.7">{show === 'earned' ? 'No reward waits to be paid.' : 'No launch reward yet.'}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" data-testid="admin-launch-rewards">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Practice</Table.Th>
                <Table.Th>Milestone</Table.Th>
                <Table.Th>Earned</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rewards.data.rewards.map((r) => (
                <Table.Tr key={`${r.officeId}-${r.threshold}`}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {r.officeName}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {r.organizationName}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {r.threshold} members · {formatMoney(r.amountCents)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{formatDate(r.earnedAt)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge size="sm" tone={r.status === 'paid' ? 'ok' : 'attention'}>
                      {r.status === 'paid' ? 'Paid' : 'To pay'}
                    </StatusBadge>
                    {r.paidAt && (
                      <Text size="xs" c="gray.7">
                        {formatDate(r.paidAt)}
                        {r.paidBy ? ` by ${r.paidBy}` : ''}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {r.status === 'earned' && (
                      <Button
                        size="xs"
                        loading={
                          markPaid.isPending &&
                          markPaid.variables?.officeId === r.officeId &&
                          markPaid.variables.threshold === r.threshold
                        }
                        onClick={() => markPaid.mutate({ officeId: r.officeId, threshold: r.threshold })}
                        aria-label={`Mark ${r.officeName}'s ${formatMoney(r.amountCents)} reward paid`}
                      >
                        Mark paid
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
