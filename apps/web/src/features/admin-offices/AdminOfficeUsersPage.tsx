import { Alert, Button, Card, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { AdminOfficeUser } from '@mhq/contract';
import { jobTitleLabel, officeUserTypeLabel } from '@mhq/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { OfficeAdminLinks } from './OfficeAdminLinks';

type Action = { kind: 'reset' | 'invite' | 'deactivate' | 'reactivate'; user: AdminOfficeUser };

/** An office's users as support sees them: who, what, last sign-in, and the fixes support makes for them. */
export function AdminOfficeUsersPage() {
  const officeId = Number(useParams().dentistInfoId);
  const queryClient = useQueryClient();
  const users = useQuery({
    queryKey: ['admin', 'office-users', officeId],
    queryFn: ({ signal }) => call('adminOfficeUsers', { params: { dentistInfoId: officeId }, signal }),
    enabled: Number.isInteger(officeId) && officeId > 0,
  });
  const act = useMutation({
    mutationFn: ({ kind, user }: Action) => {
      const params = { dentistInfoId: officeId, userId: user.id };
      if (kind === 'reset') return call('adminSendPasswordReset', { params });
      if (kind === 'invite') return call('adminResendInvitation', { params });
      return call('adminSetUserActive', { params, body: { active: kind === 'reactivate' } });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'office-users', officeId] }),
  });
  const confirmDeactivate = (user: AdminOfficeUser) =>
    modals.openConfirmModal({
      title: `Deactivate ${user.name}?`,
      children: (
        <Text size="sm">
          {user.name} is signed out everywhere at once and cannot sign in until reactivated. Links mailed before stop
          working.
        </Text>
      ),
      labels: { confirm: 'Deactivate', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => act.mutate({ kind: 'deactivate', user }),
    });

  if (users.isPending) return <Loader role="status" aria-label="Loading users" />;
  if (users.isError) {
    return (
      <Alert color="red" title="Users could not be loaded">
        {userMessageOf(users.error)}
      </Alert>
    );
  }
  const { office } = users.data;
  const busy = (kind: Action['kind'], user: AdminOfficeUser) =>
    act.isPending && act.variables?.kind === kind && act.variables.user.id === user.id;
  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title={`${office.officeName}: users`}
        subtitle={`${office.organizationName} · every person who works at this office, with what support can do for them.`}
      />
      <OfficeAdminLinks officeId={office.id} />
      {users.data.users.length === 0 ? (
        <Card withBorder padding="xl">
          <Text ta="center" c="gray.7">
            This office has no users.
          </Text>
        </Card>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th visibleFrom="sm">Role</Table.Th>
                <Table.Th visibleFrom="md">Last sign-in</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">Actions</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.data.users.map((u) => (
                <Table.Tr key={u.id} data-user={u.email}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {u.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {u.email}
                    </Text>
                    <Group gap={6} mt={4}>
                      {u.owner && (
                        <StatusBadge size="sm" tone="brand">
                          Owner
                        </StatusBadge>
                      )}
                      <StatusBadge size="sm" tone={u.active ? 'ok' : 'danger'}>
                        {u.active ? 'Active' : 'Deactivated'}
                      </StatusBadge>
                      {u.invitationPending && (
                        <StatusBadge size="sm" tone="attention">
                          Invitation pending
                        </StatusBadge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">{officeUserTypeLabel(tenant, u.type)}</Text>
                    {u.jobTitle && (
                      <Text size="xs" c="gray.7">
                        {jobTitleLabel(tenant, u.jobTitle)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm">{u.lastSignInAt ? formatDateTime(u.lastSignInAt) : 'Never'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Stack gap={6} align="flex-end">
                      {u.invitationPending ? (
                        <Button
                          size="xs"
                          variant="outline"
                          disabled={!u.active}
                          loading={busy('invite', u)}
                          onClick={() => act.mutate({ kind: 'invite', user: u })}
                          aria-label={`Resend the invitation to ${u.name}`}
                        >
                          Resend invitation
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="outline"
                          disabled={!u.active}
                          loading={busy('reset', u)}
                          onClick={() => act.mutate({ kind: 'reset', user: u })}
                          aria-label={`Send ${u.name} a password reset`}
                        >
                          Send password reset
                        </Button>
                      )}
                      {u.active ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={busy('deactivate', u)}
                          onClick={() => confirmDeactivate(u)}
                          aria-label={`Deactivate ${u.name}`}
                        >
                          Deactivate
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="subtle"
                          loading={busy('reactivate', u)}
                          onClick={() => act.mutate({ kind: 'reactivate', user: u })}
                          aria-label={`Reactivate ${u.name}`}
                        >
                          Reactivate
                        </Button>
                      )}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
