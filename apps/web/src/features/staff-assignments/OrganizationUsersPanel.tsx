import { Button, Divider, Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ManageUserScope, ManageUsersResponse, OrgStaffUser } from '@mhq/contract';
import { IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { useMayInOffice } from '../../app/office-permissions';
import { StatusBadge } from '../../ui/StatusBadge';
import { AssignLocationsModal } from './AssignLocationsModal';
import { useManageUserSetting, useManageUsers } from './staff-assignments-api';
import { staffText as t } from './staff-assignments-texts';

const fullName = (u: OrgStaffUser) => `${u.firstName} ${u.lastName}`;
const roleOf = (u: OrgStaffUser) => (u.isOwner ? t.owner : (t.roles[u.type] ?? u.type));
const STATUS_TONE = { active: 'ok', deactivated: 'neutral', invited: 'attention' } as const;

/** A user's locations as badges, saying which come through a group, and how many more the caller does not see. */
function Locations({ user }: { user: OrgStaffUser }) {
  return (
    <Stack gap={4}>
      <Group gap={4} wrap="wrap">
        {user.locations.map((l) => (
          <StatusBadge key={l.id} tone={l.closed ? 'neutral' : 'brand'} size="sm">
            {l.name}
            {l.closed ? ` (${t.closed})` : ''}
            {!l.direct && l.throughGroups.length > 0 ? ` · ${t.through(l.throughGroups)}` : ''}
          </StatusBadge>
        ))}
      </Group>
      {user.otherLocations > 0 && (
        <Text size="xs" c="gray.7">
          {t.otherLocations(user.otherLocations)}
        </Text>
      )}
    </Stack>
  );
}

const groupsOf = (u: OrgStaffUser) => (u.groups.length ? u.groups.map((g) => g.name).join(', ') : t.noGroups);

/**
 * Who works at which location of a multi-location organization, on the Users page (owners and office admins): each
 * user's locations and groups, the 'Assign locations' modal, and whether to list all the caller's locations or this one.
 * `/account/manage-users?id=N` (or `/account/manage-users/N`) opens user N's assignments.
 */
export function OrganizationUsersPanel({ officeId }: { officeId: number }) {
  const allowed = useMayInOffice()('viewOrganization');
  const query = useManageUsers(officeId, allowed);
  const [search, setSearch] = useSearchParams();
  const params = useParams();
  const linked = Number(search.get('id') ?? params.id) || null;
  const [open, setOpen] = useState<number | null>(linked);
  if (!allowed) return null;
  if (query.isPending) return <Skeleton h={120} mt="lg" aria-label={t.loading} />;
  if (!query.data || query.data.organizationLocations < 2) return null;
  const close = () => {
    setOpen(null);
    if (!search.has('id')) return;
    setSearch(
      (s) => {
        s.delete('id');
        return s;
      },
      { replace: true },
    );
  };
  return (
    <section aria-labelledby="org-users-title">
      <Divider my="lg" />
      <OrganizationUsers data={query.data} onAssign={setOpen} />
      {open !== null && <AssignLocationsModal officeId={officeId} userId={open} onClose={close} />}
    </section>
  );
}

function OrganizationUsers({ data, onAssign }: { data: ManageUsersResponse; onAssign: (userId: number) => void }) {
  const me = useCurrentUser();
  const setting = useManageUserSetting();
  const changeScope = (scope: string) =>
    setting.mutate(scope as ManageUserScope, {
      onSuccess: () => notifications.show({ color: 'green', title: 'Saved', message: t.scopeSaved }),
      onError: (error) => notifications.show({ color: 'red', title: 'Error', message: userMessageOf(error) }),
    });
  const assignButton = (u: OrgStaffUser) =>
    data.canManage && !u.isOwner ? (
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconMapPin size={14} aria-hidden />}
        onClick={() => onAssign(u.userId)}
        aria-label={t.assignFor(fullName(u))}
      >
        {t.assign}
      </Button>
    ) : null;
  const nameCell = (u: OrgStaffUser) => (
    <>
      <Text fw={500}>
        {fullName(u)}{' '}
        {u.userId === me.id && (
          <Text span c="gray.7" size="sm">
            {t.you}
          </Text>
        )}
      </Text>
      <Text size="sm" c="gray.7" style={{ wordBreak: 'break-all' }}>
        {u.email}
      </Text>
    </>
  );
  const status = (u: OrgStaffUser) => (
    <StatusBadge tone={STATUS_TONE[u.status]} size="sm">
      {t.statuses[u.status]}
    </StatusBadge>
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={3} size="h5" id="org-users-title">
          {t.title}
        </Title>
        <Text size="sm" c="gray.7" mt={4}>
          {t.lead}
        </Text>
      </div>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="org-users-scope">
          {t.scopeLabel}
        </Text>
        <SegmentedControl
          aria-labelledby="org-users-scope"
          value={data.scope}
          onChange={changeScope}
          disabled={setting.isPending}
          data={[
            { value: 'all', label: t.scopeAll },
            { value: 'current', label: t.scopeCurrent(data.currentLocation.name) },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      </Stack>
      {data.users.length === 0 ? (
        <Text c="gray.7">{t.noUsers}</Text>
      ) : (
        <>
          <Table visibleFrom="sm" verticalSpacing="sm" aria-labelledby="org-users-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t.name}</Table.Th>
                <Table.Th>{t.role}</Table.Th>
                <Table.Th>{t.locations}</Table.Th>
                <Table.Th>{t.groups}</Table.Th>
                <Table.Th>{t.status}</Table.Th>
                <Table.Th>
                  <span className="visually-hidden">{t.actions}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.users.map((u) => (
                <Table.Tr key={u.userId} data-testid={`org-user-${u.email}`}>
                  <Table.Td>{nameCell(u)}</Table.Td>
                  <Table.Td>{roleOf(u)}</Table.Td>
                  <Table.Td>
                    <Locations user={u} />
                  </Table.Td>
                  <Table.Td>{groupsOf(u)}</Table.Td>
                  <Table.Td>{status(u)}</Table.Td>
                  <Table.Td ta="right">{assignButton(u)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack hiddenFrom="sm" gap="sm" role="list" aria-labelledby="org-users-title">
            {data.users.map((u) => (
              <Paper key={u.userId} withBorder p="sm" radius="sm" role="listitem">
                {nameCell(u)}
                <Group gap="xs" mt={4}>
                  <Text size="sm">{roleOf(u)}</Text>
                  {status(u)}
                </Group>
                <Text size="sm" fw={500} mt={8}>
                  {t.locations}
                </Text>
                <Locations user={u} />
                <Text size="sm" mt={4}>
                  {t.groups}: {groupsOf(u)}
                </Text>
                <Group mt={8}>{assignButton(u)}</Group>
              </Paper>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
