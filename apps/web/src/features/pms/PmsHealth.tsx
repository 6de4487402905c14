import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PmsConnection } from '@mhq/contract';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../../ui/format';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';
import { pmsText as t } from './pms-texts';

const STATUS_TONE: Record<PmsConnection['status'], Tone> = {
  connected: 'ok',
  disconnected: 'neutral',
  failed: 'danger',
};

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <Text size="xs" c="gray.7" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** How the link stands: since when, the hub's last answer and problem, and what the matcher and write-back did. */
export function PmsHealth({ connection }: { connection: PmsConnection }) {
  const c = connection;
  const w = c.writes;
  const since = c.status === 'connected' ? c.connectedAt : c.disconnectedAt;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="pms-health-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id="pms-health-title">
            {t.health}
          </Title>
          <Group gap="xs">
            <Text size="sm" c="gray.7">
              {`${c.systemLabel} · ${t.via[c.via] ?? c.via}`}
            </Text>
            <span data-testid="pms-status">
              <StatusBadge tone={STATUS_TONE[c.status]}>{t.status[c.status]}</StatusBadge>
            </span>
          </Group>
        </Group>
        {c.status === 'failed' && (
          <Text size="sm" c="red.9">
            {t.failedLead}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <Fact label={c.status === 'connected' ? t.connectedSince : t.disconnectedOn}>
            {since ? formatDate(since) : t.never}
          </Fact>
          <Fact label={t.lastAnswer}>{c.lastSyncAt ? formatDateTime(c.lastSyncAt) : t.never}</Fact>
          <Fact label={t.lastError} testId="pms-last-error">
            {c.lastError ? `${c.lastError}${c.lastErrorAt ? ` (${formatDateTime(c.lastErrorAt)})` : ''}` : t.noError}
          </Fact>
          <Fact label={t.pmsPatients}>{c.pmsPatients === null ? '—' : c.pmsPatients.toLocaleString('en-US')}</Fact>
          <Fact label={t.matched} testId="pms-matched">
            {c.matchedMembers.toLocaleString('en-US')}
          </Fact>
          <Fact label={t.unmatched} testId="pms-unmatched">
            {c.unmatchedMembers.toLocaleString('en-US')}
          </Fact>
          <Fact label={t.toConfirm} testId="pms-to-confirm">
            {c.matchesToConfirm.toLocaleString('en-US')}
          </Fact>
          <Fact label={t.writeQueue} testId="pms-writes">
            {[t.queued(w.queued), t.written(w.written), t.failed(w.failed)].join(' · ')}
            {w.oldestQueuedAt && (
              <Text span size="xs" c="gray.7" display="block">
                {t.oldestWaiting(formatDateTime(w.oldestQueuedAt))}
              </Text>
            )}
            {w.lastWrittenAt && (
              <Text span size="xs" c="gray.7" display="block">
                {t.lastWritten(formatDateTime(w.lastWrittenAt))}
              </Text>
            )}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
