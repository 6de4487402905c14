import { Alert, Button, Card, Group, Loader, NativeSelect, NumberInput, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AuditEntry } from '@mhq/contract';
import { SEARCH_DEBOUNCE_MS } from '@mhq/domain';
import { IconListSearch, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call, userMessageOf } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';

/** Readable names of the actions the server records; any other action shows as recorded. */
const ACTION_LABELS: Record<string, string> = {
  'impersonation.start': 'Impersonation started',
  'impersonation.end': 'Impersonation ended',
  'dev_mailbox.view': 'Dev Mailbox viewed',
  'dev_mailbox.open': 'Dev Mailbox message opened',
  'payment.refund': 'Payment refunded',
};

const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;

/** A positive whole number from a number input, or undefined for anything else (empty, 0, fractions). */
const idOf = (value: string | number): number | undefined => {
  const n = typeof value === 'number' ? value : Number(value);
  return value !== '' && Number.isInteger(n) && n > 0 ? n : undefined;
};

const dash = (value: number | string | null) => (value === null || value === '' ? '—' : String(value));

function detailText(detail: AuditEntry['detail']): string {
  if (!detail) return '';
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

/** The append-only audit trail: who looked at or changed what, from where; newest first. */
export function AuditLogPage() {
  const [organizationId, setOrganizationId] = useState<string | number>('');
  const [memberId, setMemberId] = useState<string | number>('');
  const [actorUserId, setActorUserId] = useState<string | number>('');
  const [limit, setLimit] = useState('100');
  const [filters] = useDebouncedValue(
    { organizationId: idOf(organizationId), memberId: idOf(memberId), actorUserId: idOf(actorUserId) },
    SEARCH_DEBOUNCE_MS,
  );
  const audit = useQuery({
    queryKey: ['admin', 'audit-log', filters.organizationId, filters.memberId, filters.actorUserId, limit],
    queryFn: ({ signal }) => call('auditLog', { query: { ...filters, limit: Number(limit) }, signal }),
    placeholderData: (previous) => previous,
  });
  const entries = audit.data?.entries ?? [];

  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title="Audit Log"
        subtitle="Who looked at or changed what, and from where. Newest first; entries are never edited or removed."
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => void audit.refetch()}
            loading={audit.isFetching}
          >
            Refresh
          </Button>
        }
      />
      <Group mb="md" align="flex-end" wrap="wrap">
        <IdFilter label="Organization id" value={organizationId} onChange={setOrganizationId} />
        <IdFilter label="Member id" value={memberId} onChange={setMemberId} />
        <IdFilter label="Actor user id" value={actorUserId} onChange={setActorUserId} />
        <NativeSelect
          label="Show"
          data={['50', '100', '200', '500']}
          value={limit}
          onChange={(e) => setLimit(e.currentTarget.value)}
          w={120}
        />
      </Group>
      {audit.isPending && <Loader role="status" aria-label="Loading the audit log" />}
      {audit.isError && (
        <Alert color="red" title="The audit log could not be loaded">
          {userMessageOf(audit.error)}
        </Alert>
      )}
      {audit.data && entries.length === 0 && (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs">
            <IconListSearch size={36} stroke={1.4} aria-hidden />
            <Text c="gray.7">No audit entries match these filters.</Text>
          </Stack>
        </Card>
      )}
      {entries.length > 0 && (
        <Card withBorder padding={0}>
          {/* Scrolls sideways on a narrow screen (or a long entry): reachable by keyboard, named for a screen reader. */}
          <Table.ScrollContainer
            minWidth={900}
            scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': 'Audit log entries, scrollable' } }}
          >
            <Table verticalSpacing="xs" highlightOnHover striped>
              <Table.Caption className="visually-hidden">Audit log entries, newest first</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Organization</Table.Th>
                  <Table.Th>Office</Table.Th>
                  <Table.Th>Member</Table.Th>
                  <Table.Th>Target</Table.Th>
                  <Table.Th>Address</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">{formatDateTime(entry.at)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600} title={entry.action}>
                        {actionLabel(entry.action)}
                      </Text>
                      {entry.detail && (
                        // A long list in the detail (the members a search showed) wraps rather than widening the table.
                        <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                          {detailText(entry.detail)}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {entry.actor ? (
                        <>
                          <Text size="sm">{entry.actor.name}</Text>
                          <Text size="xs" c="gray.7">
                            {entry.actor.email}
                          </Text>
                        </>
                      ) : (
                        <Text size="sm" c="gray.7">
                          System
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{dash(entry.organizationId)}</Table.Td>
                    <Table.Td>{dash(entry.officeId)}</Table.Td>
                    <Table.Td>{dash(entry.memberId)}</Table.Td>
                    <Table.Td>
                      {entry.targetType ? `${entry.targetType}${entry.targetId ? ` #${entry.targetId}` : ''}` : '—'}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dash(entry.ip)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
    </>
  );
}

type IdFilterProps = { label: string; value: string | number; onChange: (value: string | number) => void };

/** A filter on one id: whole positive numbers only. */
function IdFilter({ label, value, onChange }: IdFilterProps) {
  return (
    <NumberInput
      label={label}
      value={value}
      onChange={onChange}
      min={1}
      allowDecimal={false}
      allowNegative={false}
      hideControls
      w={{ base: '100%', xs: 160 }}
    />
  );
}
