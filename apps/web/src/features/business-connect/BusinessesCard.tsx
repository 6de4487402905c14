import { Alert, Anchor, Button, Card, CopyButton, Group, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { OfficeBusiness } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { formatDate } from '../../ui/format';
import { BusinessDetailModal } from './BusinessDetailModal';
import { BusinessStatus } from './BusinessStatus';
import { useRemoveBusiness, useResendInvite } from './bc-api';
import { InviteBusinessModal } from './InviteBusinessModal';

type Props = { officeId: number; businesses: OfficeBusiness[]; mayChange: boolean };

/** The office's employers: status, what their link brought, the link to copy, and what the office may do with each. */
export function BusinessesCard({ officeId, businesses, mayChange }: Props) {
  const [inviting, setInviting] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const resend = useResendInvite(officeId);
  const remove = useRemoveBusiness(officeId);
  const confirmRemove = (b: OfficeBusiness) =>
    modals.openConfirmModal({
      title: `Remove ${b.name}?`,
      children: (
        <Text size="sm">
          {b.name} will no longer work with your office and its link stops giving your discount. Employees who enrolled
          keep their memberships.
        </Text>
      ),
      labels: { confirm: 'Remove business', cancel: 'Keep it' },
      confirmProps: { color: 'red.9' },
      onConfirm: () => remove.mutate(b.id),
    });
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="bc-businesses">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="bc-businesses">
          Businesses
        </Title>
        {mayChange && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
            Invite a business
          </Button>
        )}
      </Group>
      {remove.isError && (
        <Alert color="red" mb="sm" withCloseButton onClose={() => remove.reset()} title="The business was not removed">
          {userMessageOf(remove.error)}
        </Alert>
      )}
      {businesses.length === 0 ? (
        <Alert color="gray">No business works with your office yet. Invite the first one: it takes a minute.</Alert>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Business</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Employees</Table.Th>
                <Table.Th>Active members</Table.Th>
                <Table.Th>Revenue to date</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {businesses.map((b) => {
                const url = `${window.location.origin}${b.enrolPath}`;
                return (
                  <Table.Tr key={b.id} data-business={b.name}>
                    <Table.Td>
                      <Text size="sm" fw={700}>
                        {b.name}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {[
                          b.email,
                          b.status !== 'active' && b.activationExpiresAt
                            ? `link works until ${formatDate(b.activationExpiresAt)}`
                            : null,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                      <Group gap={4} wrap="nowrap">
                        <Anchor href={b.enrolPath} target="_blank" rel="noreferrer" size="xs">
                          Enrollment link
                        </Anchor>
                        <CopyButton value={url}>
                          {({ copied, copy }) => (
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              onClick={copy}
                              aria-label={`Copy the enrollment link of ${b.name}`}
                            >
                              {copied ? 'Copied' : 'Copy link'}
                            </Button>
                          )}
                        </CopyButton>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <BusinessStatus status={b.status} />
                    </Table.Td>
                    <Table.Td>{b.employees}</Table.Td>
                    <Table.Td>{b.activeMembers}</Table.Td>
                    <Table.Td>{formatMoney(b.revenueCents, { decimals: 2 })}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="wrap">
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setOpen(b.id)}
                          aria-label={`Employees of ${b.name}`}
                        >
                          Employees
                        </Button>
                        {mayChange && b.status !== 'active' && (
                          <Button
                            size="xs"
                            variant="outline"
                            loading={resend.isPending && resend.variables === b.id}
                            onClick={() => resend.mutate(b.id)}
                            aria-label={`Send the invitation to ${b.name} again`}
                          >
                            Re-send invite
                          </Button>
                        )}
                        {mayChange && (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            c="red.9"
                            onClick={() => confirmRemove(b)}
                            aria-label={`Remove ${b.name}`}
                          >
                            Remove
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <InviteBusinessModal officeId={officeId} opened={inviting} onClose={() => setInviting(false)} />
      <BusinessDetailModal officeId={officeId} businessId={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
