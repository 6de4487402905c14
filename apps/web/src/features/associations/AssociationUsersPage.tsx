import { Alert, Badge, Button, Menu, NativeSelect, Table, Text } from '@mantine/core';
import type { AssociationRole, AssociationUser } from '@mhq/contract';
import { IconDots, IconEye, IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../app/api';
import { ListStates } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { notifyError } from '../office-settings/use-office';
import { ROLE_LABELS } from './association-words';
import { InviteAssociationUserModal } from './InviteAssociationUserModal';

const USERS_KEY = ['association', 'users'] as const;

/** /associations/users: the association's users; its managers invite, change roles, deactivate and reactivate. */
export function AssociationUsersPage() {
  const [inviting, setInviting] = useState(false);
  const users = useQuery({ queryKey: USERS_KEY, queryFn: ({ signal }) => call('associationUsers', { signal }) });
  const list = users.data?.users ?? [];
  const canManage = users.data?.canManage ?? false;
  return (
    <>
      <PageHeader
        eyebrow="Association"
        title="Users"
        subtitle="The people of your association who use this portal."
        actions={
          canManage && (
            <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setInviting(true)}>
              Invite a user
            </Button>
          )
        }
      />
      {users.data && !canManage && (
        <Alert variant="light" color="gray" icon={<IconEye size={18} aria-hidden />} mb="md">
          You can see your association's users; its managers invite and change them.
        </Alert>
      )}
      <ListStates
        query={users}
        loading="Loading users"
        failed="Users could not be loaded"
        isEmpty={!!users.data && list.length === 0}
        empty="No users yet."
      />
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" aria-label="Users">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th visibleFrom="sm">Status</Table.Th>
                {canManage && (
                  <Table.Th>
                    <span className="visually-hidden">Actions</span>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((u) => (
                <UserRow key={u.id} user={u} canManage={canManage} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <InviteAssociationUserModal opened={inviting} onClose={() => setInviting(false)} />
    </>
  );
}

function UserRow({ user, canManage }: { user: AssociationUser; canManage: boolean }) {
  const queryClient = useQueryClient();
  const name = `${user.firstName} ${user.lastName}`;
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: USERS_KEY });
  const role = useMutation({
    mutationFn: (next: AssociationRole) =>
      call('setAssociationUserRole', { params: { userId: user.id }, body: { role: next } }),
    onSuccess,
    onError: notifyError,
  });
  const active = useMutation({
    mutationFn: (next: boolean) =>
      call('setAssociationUserActive', { params: { userId: user.id }, body: { active: next } }),
    onSuccess,
    onError: notifyError,
  });
  const editable = canManage && !user.isYou;
  return (
    <Table.Tr data-user={user.email} opacity={user.active ? 1 : 0.7}>
      <Table.Td>
        <Text size="sm" fw={700}>
          {name}
          {user.isYou ? ' (you)' : ''}
        </Text>
        <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Text>
      </Table.Td>
      <Table.Td>
        {editable ? (
          <NativeSelect
            aria-label={`Role of ${name}`}
            size="xs"
            miw={120}
            value={user.role}
            disabled={role.isPending || !user.active}
            data={(Object.keys(ROLE_LABELS) as AssociationRole[]).map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            onChange={(e) => role.mutate(e.currentTarget.value as AssociationRole)}
          />
        ) : (
          <Text size="sm">{ROLE_LABELS[user.role]}</Text>
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Badge
          c="dark.7"
          variant="light"
          color={!user.active ? 'gray' : user.invitationPending ? 'yellow' : 'green'}
          style={{ minWidth: 'max-content' }}
        >
          {!user.active ? 'Deactivated' : user.invitationPending ? 'Invited' : 'Active'}
        </Badge>
      </Table.Td>
      {canManage && (
        <Table.Td ta="right">
          {editable && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="xs" variant="subtle" aria-label={`More for ${name}`} loading={active.isPending}>
                  <IconDots size={16} aria-hidden />
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => active.mutate(!user.active)}>
                  {user.active ? 'Deactivate (ends their sessions)' : 'Reactivate'}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Table.Td>
      )}
    </Table.Tr>
  );
}
