import { Loader, Text } from '@mantine/core';
import type { MemberPmsSync } from '@mhq/contract';
import { formatUsDate } from '@mhq/domain';
import { formatDateTime } from '../../ui/format';
import { useMemberPmsSync } from './pms-api';
import { pmsText as t } from './pms-texts';

type Written = NonNullable<MemberPmsSync['lastWritten']>;

/** The membership as it stands on the chart, in the words of the member's page. */
function writtenWords(w: Written): string {
  const m = w.membership;
  return m
    ? t.syncMembership(m.planName, m.status, m.discountPercent, m.validThrough && formatUsDate(m.validThrough))
    : '';
}

/** What was last written, the state's own line first. */
function Lines({ sync }: { sync: MemberPmsSync }) {
  const system = sync.system ?? '';
  const last = sync.lastWritten;
  const lastLine = last && (
    <Text size="sm" data-testid="chart-written">
      {last.membership ? writtenWords(last) : t.syncTakenOff(system, formatDateTime(last.at))}
    </Text>
  );
  // Under a change waiting or refused: what the chart holds meanwhile.
  const earlier = last && (
    <>
      <Text size="sm" c="dimmed">
        {t.syncBefore}
      </Text>
      {lastLine}
    </>
  );
  switch (sync.state) {
    case 'in_step':
      return last?.membership ? (
        <>
          <Text size="sm">{t.syncInStep(system, formatDateTime(last.at))}</Text>
          {lastLine}
        </>
      ) : (
        lastLine
      );
    case 'waiting':
      return (
        <>
          <Text size="sm">{t.syncWaiting(system, formatDateTime(sync.waiting?.since))}</Text>
          {sync.waiting && sync.waiting.attempts > 0 && (
            <Text size="sm" c="orange.9">
              {sync.waiting.lastError}{' '}
              {t.syncRetrying(sync.waiting.attempts, formatDateTime(sync.waiting.nextAttemptAt))}
            </Text>
          )}
          {earlier}
        </>
      );
    case 'refused':
      return (
        <>
          <Text size="sm" c="red.9">
            {t.syncRefused(system, formatDateTime(sync.refused?.at))} {sync.refused?.why}
          </Text>
          {earlier}
        </>
      );
    case 'not_written':
      return <Text size="sm">{t.syncNotWritten(system)}</Text>;
    case 'write_back_off':
      return (
        <Text size="sm" c="dimmed">
          {t.syncOff}
        </Text>
      );
    case 'not_connected':
      return (
        <Text size="sm" c="dimmed">
          {t.syncNotConnected}
        </Text>
      );
    default:
      return null;
  }
}

/**
 * What the write-back wrote on the member's chart: the membership and when, a change waiting (with the system's last
 * failure and the next try), or a refusal. Read again every 5 s while a change waits: the queue runs in the background.
 */
export function ChartSync({ officeId, memberId }: { officeId: number; memberId: number }) {
  const query = useMemberPmsSync(officeId, memberId);
  if (query.isPending) return <Loader role="status" size="xs" aria-label={t.loading} />;
  // The chart line above still tells the match; a failed read of the queue says nothing more here.
  if (query.isError || query.data.sync.state === 'not_matched') return null;
  const sync = query.data.sync;
  return (
    <div data-testid="chart-sync" data-state={sync.state}>
      <Text size="xs" fw={600} c="dimmed" mt="xs" tt="uppercase">
        {t.syncTitle}
      </Text>
      <Lines sync={sync} />
    </div>
  );
}
