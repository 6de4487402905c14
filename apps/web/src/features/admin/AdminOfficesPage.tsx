import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { AdminOffice } from '@mhq/contract';
import { officeUserTypeLabel, SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { IconLogin2 } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { startImpersonation } from '../../app/session';
import { tenant } from '../../app/tenant';
import { ListStates, SearchField } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';

/** 'Owner dentist' or 'Owner optometrist': the brand's word, never the other brand's. */
const typeLabel = (type: string) => officeUserTypeLabel(tenant, type);

/** Admin landing: every office with its users, and 'Sign in as' to see the product as they do. */
export function AdminOfficesPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const offices = useQuery({
    queryKey: ['admin', 'offices', debounced],
    queryFn: ({ signal }) => call('adminOffices', { query: { search: debounced || undefined }, signal }),
    placeholderData: (previous) => previous,
  });

  const signInAs = useMutation({
    mutationFn: (userId: number) => call('impersonate', { body: { userId }, successToast: false }),
    onSuccess: (answer) => {
      startImpersonation(answer.token);
      window.location.assign(answer.login_page.startsWith('/') ? answer.login_page : '/');
    },
    onError: (error) => {
      const message = userMessageOf(error);
      if (message) notifications.show({ color: 'red', title: 'Could not sign in as this user', message });
    },
  });

  const list = offices.data?.offices ?? [];
  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Dentists"
        subtitle="Every office on the platform, its organization and the people who work there."
      />
      <Group mb="md" justify="space-between" wrap="wrap">
        <SearchField
          label="Search offices"
          placeholder="Office, organization or email"
          value={search}
          onChange={setSearch}
        />
        {offices.data && (
          <Text size="sm" c="gray.7" aria-live="polite">
            {list.length === 1 ? '1 office' : `${list.length} offices`}
          </Text>
        )}
      </Group>
      <ListStates
        query={offices}
        loading="Loading offices"
        failed="Offices could not be loaded"
        isEmpty={!!offices.data && list.length === 0}
        empty="No office matches this search."
      />
      <Stack gap="md">
        {list.map((office) => (
          <OfficeCard
            key={office.id}
            office={office}
            onSignInAs={(id) => signInAs.mutate(id)}
            pendingUserId={signInAs.isPending ? signInAs.variables : undefined}
          />
        ))}
      </Stack>
    </>
  );
}

type CardProps = { office: AdminOffice; onSignInAs: (userId: number) => void; pendingUserId: number | undefined };

function OfficeCard({ office, onSignInAs, pendingUserId }: CardProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={`office-${office.id}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap" mb="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={`office-${office.id}`}>
            {office.officeName}
          </Title>
          <Text size="sm" c="gray.7">
            {office.organizationName}
            {office.email ? ` · ${office.email}` : ''}
          </Text>
        </Stack>
        <Group gap="xs">
          <Anchor
            component={Link}
            to={`/admin/dentist-users/${office.id}`}
            size="sm"
            aria-label={`Users of ${office.officeName}`}
          >
            Users
          </Anchor>
          <Anchor
            component={Link}
            to={`/admin/dentist-history/${office.id}`}
            size="sm"
            aria-label={`History of ${office.officeName}`}
          >
            History
          </Anchor>
          <StatusBadge tone={office.verified ? 'ok' : 'attention'}>
            {office.verified ? 'Verified' : 'Not verified'}
          </StatusBadge>
          <StatusBadge tone="neutral">
            {office.memberCount === 1 ? '1 member' : `${office.memberCount} members`}
          </StatusBadge>
        </Group>
      </Group>
      {office.users.length === 0 ? (
        <Text size="sm" c="gray.7">
          No users yet.
        </Text>
      ) : (
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>User</Table.Th>
              <Table.Th visibleFrom="sm">Role</Table.Th>
              <Table.Th>
                <span className="visually-hidden">Actions</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {office.users.map((u) => (
              <Table.Tr key={u.id}>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {u.name}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {u.email}
                  </Text>
                  <Text size="xs" c="gray.7" hiddenFrom="sm">
                    {typeLabel(u.type)}
                    {u.owner ? ' · Owner' : ''}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">
                  <Group gap={6}>
                    <Text size="sm">{typeLabel(u.type)}</Text>
                    {u.owner && (
                      <StatusBadge size="sm" tone="brand">
                        Owner
                      </StatusBadge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <Button
                    size="xs"
                    variant="outline"
                    leftSection={<IconLogin2 size={14} aria-hidden />}
                    loading={pendingUserId === u.id}
                    onClick={() => onSignInAs(u.id)}
                    aria-label={`Sign in as ${u.name}`}
                  >
                    Sign in as
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}
