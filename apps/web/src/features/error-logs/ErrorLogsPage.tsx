import { Anchor, Card, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ErrorLogRow, ErrorLogsQuery } from '@mhq/contract';
import { SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { IconMoodCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { call } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { ListPager, pageParam } from '../../ui/ListPager';
import { ListStates, SearchField } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { whereOf } from './error-words';

const PAGE_SIZE = 25;
const KINDS = [
  { value: '', label: 'Requests and jobs' },
  { value: 'request', label: 'Server errors (requests)' },
  { value: 'job', label: 'Failed background jobs' },
];

/** Every server error and failed job, newest first: what support reads to answer 'what went wrong'. */
export function ErrorLogsPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const kind = params.get('kind') === 'request' || params.get('kind') === 'job' ? params.get('kind') : null;
  const officeId = pageParam(params.get('office'), 0) || undefined;
  const page = pageParam(params.get('page'));

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

  const query: ErrorLogsQuery = {
    search: debounced || undefined,
    kind: (kind as ErrorLogsQuery['kind']) ?? undefined,
    officeId,
    page,
    pageSize: PAGE_SIZE,
  };
  const logs = useQuery({
    queryKey: ['admin', 'error-logs', query],
    queryFn: ({ signal }) => call('errorLogs', { query, signal }),
    placeholderData: (previous) => previous,
  });
  const rows = logs.data?.logs ?? [];
  const offices = logs.data?.offices ?? [];

  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Error Logs"
        subtitle="Every server error and failed background job, newest first. Request bodies, card data and passwords are never kept."
      />
      <Group mb="md" align="flex-end" wrap="wrap" gap="sm">
        <SearchField
          label="Search errors"
          placeholder="Message, route or request id"
          value={search}
          onChange={setSearch}
        />
        <NativeSelect
          label="Kind"
          data={KINDS}
          value={kind ?? ''}
          onChange={(e) => update({ kind: e.currentTarget.value || undefined })}
          w={{ base: '100%', xs: 230 }}
        />
        <NativeSelect
          label="Office"
          data={[{ value: '', label: 'Every office' }, ...offices.map((o) => ({ value: String(o.id), label: o.name }))]}
          value={officeId ? String(officeId) : ''}
          onChange={(e) => update({ office: e.currentTarget.value || undefined })}
          w={{ base: '100%', xs: 260 }}
        />
      </Group>
      <ListStates
        query={logs}
        loading="Loading the error logs"
        failed="The error logs could not be loaded"
        isEmpty={!!logs.data && rows.length === 0}
        empty={
          <Stack align="center" gap="xs">
            <IconMoodCheck size={36} stroke={1.4} aria-hidden />
            <Text c="gray.7">No error matches this search and these filters.</Text>
          </Stack>
        }
      />
      {rows.length > 0 && (
        <Card withBorder padding={0}>
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Caption className="visually-hidden">Logged errors, newest first</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th visibleFrom="sm">Where</Table.Th>
                  <Table.Th visibleFrom="sm">Error</Table.Th>
                  <Table.Th visibleFrom="sm">Who</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((log) => (
                  <LogRow key={log.id} log={log} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {logs.data && logs.data.total > 0 && (
        <ListPager
          page={page}
          pageSize={PAGE_SIZE}
          total={logs.data.total}
          noun={['error', 'errors']}
          onChange={(p) => update({ page: p === 1 ? undefined : String(p) })}
        />
      )}
    </>
  );
}

/** Where it happened: its answer's status (or 'Job') over the route or the job's name. */
function Where({ log }: { log: ErrorLogRow }) {
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge size="sm" tone={log.kind === 'job' ? 'attention' : 'danger'}>
        {log.kind === 'job' ? 'Background job' : `HTTP ${log.status ?? ''}`.trim()}
      </StatusBadge>
      <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {whereOf(log)}
      </Text>
    </Stack>
  );
}

function LogRow({ log }: { log: ErrorLogRow }) {
  const who = log.user?.name ?? (log.kind === 'job' ? 'Scheduler' : 'Not signed in');
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Anchor component={Link} to={`/admin/errorLogs/${log.id}`} size="sm" fw={600}>
          {formatDateTime(log.at)}
        </Anchor>
        {log.requestId && (
          <Text size="xs" c="gray.7" ff="monospace">
            {log.requestId}
          </Text>
        )}
        {/* A phone has no room for columns: where, what and who under the time. */}
        <Stack gap={6} mt="xs" hiddenFrom="sm" style={{ whiteSpace: 'normal' }}>
          <Where log={log} />
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            <b>{log.errorName}</b>: {log.message}
          </Text>
          <Text size="xs" c="gray.7">
            {who}
            {log.office ? ` · ${log.office.name}` : ''}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Where log={log} />
      </Table.Td>
      <Table.Td maw={380} visibleFrom="sm">
        <Text size="sm" fw={600}>
          {log.errorName}
        </Text>
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {log.message}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{who}</Text>
        {log.office && (
          <Text size="xs" c="gray.7">
            {log.office.name}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
