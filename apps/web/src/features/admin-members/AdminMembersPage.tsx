import { Anchor, Card, Group, Select, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ADMIN_MEMBERS_PAGE_SIZE, type AdminMemberRow, type AdminMemberSort } from '@mhq/contract';
import { MEMBER_SUMMARY_LABELS, SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../app/api';
import { formatDate } from '../../ui/format';
import { ListPager } from '../../ui/ListPager';
import { ListStates, SearchField } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { SUMMARY_TONES } from '../members/member-tones';

type Status = AdminMemberRow['summaryStatus'];

const STATUS_OPTIONS = [
  { value: '', label: 'Every status' },
  ...(Object.entries(MEMBER_SUMMARY_LABELS) as [Status, string][]).map(([value, label]) => ({ value, label })),
];
const SORT_OPTIONS: { value: AdminMemberSort; label: string }[] = [
  { value: 'name', label: 'Name' },
  { value: 'newest', label: 'Newest members' },
  { value: 'office', label: 'Office' },
];

/**
 * /admin/members: every office's members, found by name, email, phone or chart id, with the office and organization
 * they belong to and the way to their payments and memberships. Each page the admin reads is in the audit log.
 */
export function AdminMembersPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<Status | ''>('');
  const [sort, setSort] = useState<AdminMemberSort>('name');
  const [page, setPage] = useState(1);
  const members = useQuery({
    queryKey: ['admin', 'members', debounced, status, sort, page],
    queryFn: ({ signal }) =>
      call('adminMembers', {
        query: { search: debounced || undefined, status: status || undefined, sort, page },
        signal,
        successToast: false,
      }),
    placeholderData: keepPreviousData,
  });
  // A new search or filter starts again at the first page.
  const changed =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const data = members.data;
  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Members"
        subtitle="Every office's members. Search by name, email, phone or chart number; each search is recorded in the audit log."
      />
      <Group mb="md" align="flex-end" wrap="wrap" gap="sm">
        <SearchField
          label="Search members"
          placeholder="Name, email, phone or chart number"
          value={search}
          onChange={changed(setSearch)}
        />
        <Select
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(v) => changed(setStatus)((v ?? '') as Status | '')}
          allowDeselect={false}
          w={{ base: '47%', sm: 180 }}
        />
        <Select
          label="Sort by"
          data={SORT_OPTIONS}
          value={sort}
          onChange={(v) => changed(setSort)((v ?? 'name') as AdminMemberSort)}
          allowDeselect={false}
          w={{ base: '47%', sm: 180 }}
        />
      </Group>
      <ListStates
        query={members}
        loading="Loading members"
        failed="Members could not be loaded"
        isEmpty={!!data && data.members.length === 0}
        empty="No member matches this search."
      />
      {data && data.members.length > 0 && (
        <Card withBorder padding={0}>
          <Table verticalSpacing="sm" highlightOnHover aria-label="Members">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Member</Table.Th>
                <Table.Th visibleFrom="md">Office</Table.Th>
                <Table.Th visibleFrom="sm">Contact</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th visibleFrom="lg">Member since</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.members.map((m) => (
                <MemberLine key={m.id} member={m} />
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      {data && data.total > 0 && (
        <ListPager
          page={page}
          pageSize={ADMIN_MEMBERS_PAGE_SIZE}
          total={data.total}
          noun={['member', 'members']}
          onChange={setPage}
        />
      )}
    </>
  );
}

function MemberLine({ member: m }: { member: AdminMemberRow }) {
  const name = `${m.firstName} ${m.lastName}`;
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {name}
        </Text>
        <Text size="xs" c="gray.7">
          {m.accountOwnerId === null ? 'Account owner' : 'Family member'}
          {m.chartId ? ` · Chart ${m.chartId}` : ''}
          {m.planName ? ` · ${m.planName}` : ''}
        </Text>
        <Text size="xs" c="gray.7" hiddenFrom="md">
          {m.officeName}
        </Text>
        <Group gap="md" mt={4}>
          <Anchor component={Link} to={`/admin/payment-history/patient/${m.id}`} size="xs" fw={600}>
            Payments<span className="visually-hidden"> of {name}</span>
          </Anchor>
          <Anchor component={Link} to={`/admin/membership-history/patient/${m.id}`} size="xs" fw={600}>
            Memberships<span className="visually-hidden"> of {name}</span>
          </Anchor>
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="md">
        <Text size="sm">{m.officeName}</Text>
        <Text size="xs" c="gray.7">
          {m.organizationName}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{m.email ?? '—'}</Text>
        <Text size="xs" c="gray.7">
          {m.phone ?? ''}
        </Text>
      </Table.Td>
      <Table.Td>
        <StatusBadge tone={SUMMARY_TONES[m.summaryStatus]} size="sm">
          {MEMBER_SUMMARY_LABELS[m.summaryStatus]}
        </StatusBadge>
      </Table.Td>
      <Table.Td visibleFrom="lg">
        <Text size="sm">{formatDate(m.since)}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
