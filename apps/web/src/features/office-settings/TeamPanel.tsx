import { ActionIcon, Button, Group, Menu, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { TeamUser } from '@mhq/contract';
import { jobTitleLabel as brandJobTitle } from '@mhq/domain';
import { IconDotsVertical, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useCurrentUser } from '../../app/current-user';
import { tenant } from '../../app/tenant';
import { StatusBadge } from '../../ui/StatusBadge';
import { OrganizationUsersPanel } from '../staff-assignments/OrganizationUsersPanel';
import { confirm } from './confirm';
import { officeText as t } from './office-settings-texts';
import { AddUserModal, EditUserModal } from './TeamUserModals';
import { fullNameOf, notifyError, useTeam, useTeamMutations } from './use-office';

const jobTitleLabel = (value: string | null) => brandJobTitle(tenant, value) ?? '—';
const roleLabel = (u: TeamUser) => (u.isOwner ? t.owner : (t.permissionLabels[u.type] ?? u.type));

function StatusBadges({ user }: { user: TeamUser }) {
  return (
    <Group gap={4} wrap="wrap">
      <StatusBadge tone={user.isActive ? 'ok' : 'neutral'}>{user.isActive ? t.active : t.deactivated}</StatusBadge>
      {user.invited && user.isActive && <StatusBadge tone="attention">{t.invited}</StatusBadge>}
      {user.planCoordinator && <StatusBadge tone="brand">{t.planCoordinator}</StatusBadge>}
    </Group>
  );
}

/** The office's users, and (for owners and office admins) adding, editing, deactivating and removing them. */
export function TeamPanel({ officeId }: { officeId: number }) {
  const me = useCurrentUser();
  const query = useTeam(officeId);
  const mutations = useTeamMutations(officeId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<TeamUser | null>(null);
  const canManage = query.data?.canManage ?? false;
  const callerIsOwner = query.data?.callerIsOwner ?? false;

  const toggleActive = async (u: TeamUser) => {
    if (u.isActive && !(await confirm(t.confirmDeactivate(fullNameOf(u)), { danger: true, title: t.deactivate })))
      return;
    mutations.reactivate.mutate({ userId: u.userId, isDeleted: u.isActive }, { onError: notifyError });
  };
  const remove = async (u: TeamUser) => {
    if (!(await confirm(t.confirmRemove(fullNameOf(u)), { danger: true, title: t.remove }))) return;
    mutations.remove.mutate(u.userId, { onError: notifyError });
  };
  /** What the caller may do to this user: never to themselves, and to an owner only as an owner. */
  const mayAct = (u: TeamUser) => canManage && u.userId !== me.id && (!u.isOwner || callerIsOwner);

  const actions = (u: TeamUser, compact = false) =>
    canManage && (u.userId === me.id || mayAct(u)) ? (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {compact ? (
            <ActionIcon variant="subtle" aria-label={`${t.actions}: ${fullNameOf(u)}`}>
              <IconDotsVertical size={16} aria-hidden />
            </ActionIcon>
          ) : (
            <Button
              variant="subtle"
              size="compact-sm"
              rightSection={<IconDotsVertical size={14} aria-hidden />}
              aria-label={`${t.actions}: ${fullNameOf(u)}`}
            >
              {t.actions}
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setEditing(u)}>{t.edit}</Menu.Item>
          {mayAct(u) && (
            <>
              <Menu.Item onClick={() => void toggleActive(u)}>{u.isActive ? t.deactivate : t.reactivate}</Menu.Item>
              <Menu.Item color="red.9" onClick={() => void remove(u)}>
                {t.remove}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
    ) : null;

  const users = query.data?.users ?? [];
  return (
    <Paper withBorder p="lg" radius="md">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {t.teamTitle}
        </Title>
        {canManage && (
          <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            {t.addUser}
          </Button>
        )}
      </Group>
      {query.isPending ? (
        <Skeleton h={160} />
      ) : (
        <>
          <Table visibleFrom="sm" verticalSpacing="sm" highlightOnHover aria-label={t.teamTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.name}</Table.Th>
                <Table.Th>{t.jobTitle}</Table.Th>
                <Table.Th>{t.role}</Table.Th>
                <Table.Th>{t.status}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">{t.actions}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <Table.Tr key={u.userId} data-testid={`team-row-${u.email}`}>
                  <Table.Td>
                    <Text fw={500}>
                      {fullNameOf(u)}{' '}
                      {u.userId === me.id && (
                        <Text span c="gray.7" size="sm">
                          {t.you}
                        </Text>
                      )}
                    </Text>
                    <Text size="sm" c="gray.7">
                      {u.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{jobTitleLabel(u.jobTitle)}</Table.Td>
                  <Table.Td>{roleLabel(u)}</Table.Td>
                  <Table.Td>
                    <StatusBadges user={u} />
                  </Table.Td>
                  <Table.Td ta="right">{actions(u)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack hiddenFrom="sm" gap="sm" role="list" aria-label={t.teamTitle}>
            {users.map((u) => (
              <Paper key={u.userId} withBorder p="sm" radius="sm" role="listitem">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <div>
                    <Text fw={500}>
                      {fullNameOf(u)}{' '}
                      {u.userId === me.id && (
                        <Text span c="gray.7" size="sm">
                          {t.you}
                        </Text>
                      )}
                    </Text>
                    <Text size="sm" c="gray.7" style={{ wordBreak: 'break-all' }}>
                      {u.email}
                    </Text>
                    <Text size="sm">
                      {jobTitleLabel(u.jobTitle)} · {roleLabel(u)}
                    </Text>
                  </div>
                  {actions(u, true)}
                </Group>
                <div style={{ marginTop: 8 }}>
                  <StatusBadges user={u} />
                </div>
              </Paper>
            ))}
          </Stack>
        </>
      )}
      <OrganizationUsersPanel officeId={officeId} />
      {adding && <AddUserModal opened={adding} onClose={() => setAdding(false)} mutations={mutations} />}
      {editing && (
        <EditUserModal
          user={editing}
          team={users}
          callerIsOwner={callerIsOwner}
          isSelf={editing.userId === me.id}
          onClose={() => setEditing(null)}
          mutations={mutations}
        />
      )}
    </Paper>
  );
}
