import { Anchor, Card, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { SupportInboxQuery, SupportRequestRow } from '@mhq/contract';
import { SEARCH_DEBOUNCE_MS, SUPPORT_STATUSES, type SupportStatus } from '@mhq/domain';
import { IconInbox } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { ListPager, pageParam } from '../../ui/ListPager';
import { ListStates, SearchField } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { requestTitle, STATUS_TONES, statusLabel } from './support-words';

const PAGE_SIZE = 25;
const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'updated', label: 'Recently updated' },
];
const ASSIGNED = [
  { value: '', label: 'Anyone' },
  { value: 'me', label: 'Assigned to me' },
  { value: 'nobody', label: 'Unassigned' },
];

const oneOf = <T extends string>(value: string | null, options: readonly T[]): T | undefined =>
  options.find((o) => o === value);

/** The support inbox: 'Need Assistance?' requests and issue reports, searched and filtered on the server. */
export function SupportInboxPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const status = oneOf(params.get('status'), SUPPORT_STATUSES);
  const assigned = oneOf(params.get('assigned'), ['me', 'nobody'] as const);
  const sort = oneOf(params.get('sort'), ['newest', 'oldest', 'updated'] as const) ?? 'newest';
  const page = pageParam(params.get('page'));

  /** Changes some filters; any change but the page's own goes back to the first page. */
  const update = (next: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) out.set(key, value);
          else out.delete(key);
        }
        if (!('page' in next)) out.delete('page');
        return out;
      },
      { replace: true },
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text moves the address
  useEffect(() => {
    if (debounced !== (params.get('search') ?? '')) update({ search: debounced || undefined });
  }, [debounced]);

  const query: SupportInboxQuery = {
    search: debounced || undefined,
    status,
    assigned,
    sort,
    page,
    pageSize: PAGE_SIZE,
  };
  const inbox = useQuery({
    queryKey: ['admin', 'support-inbox', query],
    queryFn: ({ signal }) => call('supportInbox', { query, signal }),
    placeholderData: (previous) => previous,
  });
  const counts = inbox.data?.counts;
  const statusOptions = [
    { value: '', label: 'Every status' },
    ...SUPPORT_STATUSES.map((s) => ({ value: s, label: counts ? `${statusLabel(s)} (${counts[s]})` : statusLabel(s) })),
  ];
  const rows = inbox.data?.requests ?? [];

  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Support Inbox"
        subtitle="'Need Assistance?' messages and issue reports from offices and patients. Answers are mailed to the sender."
      />
      <Group mb="md" align="flex-end" wrap="wrap" gap="sm">
        <SearchField
          label="Search requests"
          placeholder="Name, email, office or message"
          value={search}
          onChange={setSearch}
        />
        <NativeSelect
          label="Status"
          data={statusOptions}
          value={status ?? ''}
          onChange={(e) => update({ status: e.currentTarget.value || undefined })}
          w={{ base: '100%', xs: 180 }}
        />
        <NativeSelect
          label="Assigned"
          data={ASSIGNED}
          value={assigned ?? ''}
          onChange={(e) => update({ assigned: e.currentTarget.value || undefined })}
          w={{ base: '100%', xs: 170 }}
        />
        <NativeSelect
          label="Sort"
          data={SORTS}
          value={sort}
          onChange={(e) => update({ sort: e.currentTarget.value === 'newest' ? undefined : e.currentTarget.value })}
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      <ListStates
        query={inbox}
        loading="Loading the support inbox"
        failed="The support inbox could not be loaded"
        isEmpty={!!inbox.data && rows.length === 0}
        empty={
          <Stack align="center" gap="xs">
            <IconInbox size={36} stroke={1.4} aria-hidden />
            <Text c="gray.7">No support request matches this search and these filters.</Text>
          </Stack>
        }
      />
      {rows.length > 0 && (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Caption className="visually-hidden">Support requests</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Request</Table.Th>
                  <Table.Th visibleFrom="md">From</Table.Th>
                  <Table.Th visibleFrom="md">Office</Table.Th>
                  <Table.Th visibleFrom="sm">Status</Table.Th>
                  <Table.Th visibleFrom="md">Assigned to</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <InboxRow key={r.id} request={r} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {inbox.data && inbox.data.total > 0 && (
        <ListPager
          page={page}
          pageSize={PAGE_SIZE}
          total={inbox.data.total}
          noun={['request', 'requests']}
          onChange={(p) => update({ page: p === 1 ? undefined : String(p) })}
        />
      )}
    </>
  );
}

function InboxRow({ request: r }: { request: SupportRequestRow }) {
  return (
    <Table.Tr>
      <Table.Td maw={420}>
        <Anchor component={Link} to={`/admin/contact-admin/${r.id}`} fw={600} size="sm">
          {requestTitle(r)}
        </Anchor>
        <Text size="sm" lineClamp={2}>
          {r.preview}
        </Text>
        <Text size="xs" c="gray.7">
          Received {formatDateTime(r.createdAt)}
          {r.replyCount > 0 ? ` · ${r.replyCount === 1 ? '1 reply' : `${r.replyCount} replies`}` : ''}
        </Text>
        {/* Narrow screens: who, where and who holds it, under the message. */}
        <Group hiddenFrom="sm" mt={4}>
          <StatusBadge size="sm" tone={STATUS_TONES[r.status as SupportStatus]}>
            {statusLabel(r.status)}
          </StatusBadge>
        </Group>
        <Text size="xs" c="gray.7" hiddenFrom="md">
          From {r.name}
          {r.office ? ` · ${r.office.name}` : ''} · {r.assignee ? `assigned to ${r.assignee.name}` : 'unassigned'}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="md">
        <Text size="sm">{r.name}</Text>
        <Text size="xs" c="gray.7">
          {r.email}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="md">
        {r.office ? (
          <Anchor component={Link} to={`/admin/dentist-users/${r.office.id}`} size="sm">
            {r.office.name}
          </Anchor>
        ) : (
          <Text size="sm" c="gray.7">
            {r.organization?.name ?? 'No office'}
          </Text>
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <StatusBadge tone={STATUS_TONES[r.status as SupportStatus]}>{statusLabel(r.status)}</StatusBadge>
      </Table.Td>
      <Table.Td visibleFrom="md">
        <Text size="sm" c={r.assignee ? undefined : 'gray.7'}>
          {r.assignee?.name ?? 'Nobody'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
