import { Box, Group, NativeSelect, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PlatformRole, PlatformUser } from '@mhq/contract';
import { SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { call } from '../../app/api';
import { formatDate, formatDateTime } from '../../ui/format';
import { ListPager } from '../../ui/ListPager';
import { ListStates, SearchField } from '../../ui/ListStates';
import { StatusBadge } from '../../ui/StatusBadge';
import { fullName, ROLE_OPTIONS, ROLE_WORDS } from './user-words';

export const PLATFORM_USERS_KEY = ['admin', 'platform-users'] as const;

type Props = {
  /** What a super admin may do to one user (the last column); none on the read-only list. */
  actions?: (user: PlatformUser) => ReactNode;
};

function StateBadges({ user }: { user: PlatformUser }) {
  return (
    <Group gap={6} mt={4}>
      <StatusBadge size="sm" tone={user.active ? 'ok' : 'danger'}>
        {user.active ? 'Active' : 'Deactivated'}
      </StatusBadge>
      {user.invitationPending && (
        <StatusBadge size="sm" tone="attention">
          Invitation pending
        </StatusBadge>
      )}
    </Group>
  );
}

/** The platform's users, searched by name or email and filtered by role, a page at a time. */
export function PlatformUsersTable({ actions }: Props) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<'' | PlatformRole>('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useQuery({
    queryKey: [...PLATFORM_USERS_KEY, debounced, role, page],
    queryFn: ({ signal }) =>
      call('platformUsers', { query: { search: debounced || undefined, role: role || undefined, page }, signal }),
    placeholderData: (previous) => previous,
  });
  const list = users.data?.users ?? [];
  return (
    <>
      <Group mb="md" align="flex-end" wrap="wrap">
        <SearchField
          label="Search users"
          placeholder="Name or email"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <NativeSelect
          label="Role"
          value={role}
          onChange={(e) => {
            setRole(e.currentTarget.value as '' | PlatformRole);
            setPage(1);
          }}
          data={[{ value: '', label: 'Every role' }, ...ROLE_OPTIONS]}
        />
      </Group>
      <ListStates
        query={users}
        loading="Loading users"
        failed="Users could not be loaded"
        isEmpty={!!users.data && list.length === 0}
        empty="No user matches."
      />
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th visibleFrom="sm">Role</Table.Th>
                <Table.Th visibleFrom="md">Added</Table.Th>
                <Table.Th visibleFrom="md">Last sign-in</Table.Th>
                {actions && (
                  <Table.Th>
                    <span className="visually-hidden">Actions</span>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((u) => (
                <Table.Tr key={u.id} data-user={u.email}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {fullName(u)}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {u.email}
                    </Text>
                    <Box hiddenFrom="sm">
                      <Text size="xs" c="gray.7" mt={2}>
                        {ROLE_WORDS[u.role].label} · last sign-in{' '}
                        {u.lastSignInAt ? formatDate(u.lastSignInAt) : 'never'}
                      </Text>
                    </Box>
                    <StateBadges user={u} />
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <StatusBadge size="sm" tone={ROLE_WORDS[u.role].tone}>
                      {ROLE_WORDS[u.role].label}
                    </StatusBadge>
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm">{formatDate(u.addedAt)}</Text>
                  </Table.Td>
                  <Table.Td visibleFrom="md">
                    <Text size="sm">{u.lastSignInAt ? formatDateTime(u.lastSignInAt) : 'Never'}</Text>
                  </Table.Td>
                  {actions && <Table.Td>{actions(u)}</Table.Td>}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {users.data && (
        <ListPager
          page={page}
          pageSize={users.data.pageSize}
          total={users.data.total}
          noun={['user', 'users']}
          onChange={setPage}
        />
      )}
    </>
  );
}
