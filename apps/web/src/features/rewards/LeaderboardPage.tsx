import './rewards.css';
import { Alert, Badge, Card, Group, Loader, SegmentedControl, Stack, Switch, Table, Text, Title } from '@mantine/core';
import type { LeaderboardResponse, LeaderboardRow } from '@mhq/contract';
import { formatUsDay } from '@mhq/domain';
import { useSearchParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { PageHeader } from '../../ui/PageHeader';
import { usePageTitle } from '../../ui/use-page-title';
import { useMembersScope } from '../members/members-api';
import { RewardsWidgets } from './RewardsWidgets';
import { type LeaderboardWindow, useLeaderboard, useSetLeaderboardOptIn } from './rewards-api';
import { rewardsTexts as t } from './rewards-texts';

const WINDOWS: LeaderboardWindow[] = ['month', 'season'];

/**
 * /leaderboard: practices ranked by the members they added this month or in the season of giving, the office's own
 * line highlighted; the office's rewards above, and its choice to show its name to other practices.
 */
export function LeaderboardPage() {
  usePageTitle(t.boardTitle);
  const { officeId } = useMembersScope();
  const [params, setParams] = useSearchParams();
  const window: LeaderboardWindow = WINDOWS.find((w) => w === params.get('window')) ?? 'month';
  const board = useLeaderboard(officeId, window);
  return (
    <>
      <PageHeader eyebrow={t.boardEyebrow} title={t.boardTitle} subtitle={t.boardLead} />
      {officeId !== null && (
        <Stack gap="xl">
          <RewardsWidgets officeId={officeId} leaderboardLink={false} />
          <section aria-labelledby="leaderboard-title">
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="sm">
              <div>
                <Title order={2} size="h4" id="leaderboard-title">
                  {t.windows[window]}
                </Title>
                {board.data && (
                  <Text size="sm" c="gray.7">
                    {t.range(formatUsDay(board.data.from), formatUsDay(board.data.to))} ·{' '}
                    {t.practices(board.data.practices)}
                  </Text>
                )}
              </div>
              <SegmentedControl
                aria-label={t.windowLabel}
                value={window}
                onChange={(w) => setParams(w === 'month' ? {} : { window: w }, { replace: true })}
                data={WINDOWS.map((w) => ({ value: w, label: t.windows[w] }))}
              />
            </Group>
            {board.isPending ? (
              <Loader role="status" aria-label={t.loading} />
            ) : board.isError ? (
              <Alert color="red" variant="light">
                {userMessageOf(board.error)}
              </Alert>
            ) : (
              <Stack gap="lg">
                <Board data={board.data} />
                <OptIn officeId={officeId} data={board.data} />
              </Stack>
            )}
          </section>
        </Stack>
      )}
    </>
  );
}

function Row({ row }: { row: LeaderboardRow }) {
  return (
    <Table.Tr className={row.own ? 'leaderboard-own' : undefined} data-own={row.own || undefined}>
      <Table.Td fw={700}>#{row.rank}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={row.own ? 700 : 400}>
            {row.name}
          </Text>
          {row.own && (
            <Badge size="sm" variant="filled" style={{ flexShrink: 0, overflow: 'visible' }}>
              {t.you}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td ta="right" fw={600}>
        {row.newMembers}
      </Table.Td>
    </Table.Tr>
  );
}

function Board({ data }: { data: LeaderboardResponse }) {
  if (data.rows.length === 0 && !data.own) return <Text c="gray.7">{t.noneYet}</Text>;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="sm" data-testid="leaderboard">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>{t.rank}</Table.Th>
            <Table.Th>{t.practice}</Table.Th>
            <Table.Th ta="right">{t.newMembers}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((r) => (
            <Row key={`${r.rank}-${r.name}-${r.own}`} row={r} />
          ))}
          {data.own && <Row row={data.own} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OptIn({ officeId, data }: { officeId: number; data: LeaderboardResponse }) {
  const change = useSetLeaderboardOptIn(officeId);
  const checked = change.isPending && change.variables !== undefined ? change.variables : data.optIn;
  return (
    <Card withBorder padding="lg" radius="md">
      <Text fw={700}>{t.optInTitle}</Text>
      <Text size="sm" c="gray.7" mb="sm">
        {checked ? t.optInOn : t.optInOff}
      </Text>
      <Switch
        label={t.optInSwitch}
        checked={checked}
        disabled={!data.mayChange || change.isPending}
        onChange={(e) => change.mutate(e.currentTarget.checked)}
        description={data.mayChange ? undefined : t.optInLocked}
      />
    </Card>
  );
}
