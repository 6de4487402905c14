import { Alert, Card, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { ListPager } from '../../ui/ListPager';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';
import { OfficeAdminLinks } from './OfficeAdminLinks';

const KINDS: Record<string, { label: string; tone: Tone }> = {
  signup: { label: 'Sign-up', tone: 'brand' },
  plan: { label: 'Plans', tone: 'ok' },
  settings: { label: 'Settings', tone: 'neutral' },
  team: { label: 'Team', tone: 'neutral' },
  money: { label: 'Payments setup', tone: 'attention' },
  payout: { label: 'Payout', tone: 'ok' },
  tier_charge: { label: 'Platform plan', tone: 'brand' },
};

/** Everything that happened to an office, newest first: who did what, when. */
export function OfficeHistoryPage() {
  const officeId = Number(useParams().dentistInfoId);
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: ['admin', 'office-history', officeId, page],
    queryFn: ({ signal }) =>
      call('adminOfficeHistory', { params: { dentistInfoId: officeId }, query: { page }, signal }),
    enabled: Number.isInteger(officeId) && officeId > 0,
    placeholderData: (previous) => previous,
  });
  if (history.isPending) return <Loader role="status" aria-label="Loading the history" />;
  if (history.isError) {
    return (
      <Alert color="red" title="The history could not be loaded">
        {userMessageOf(history.error)}
      </Alert>
    );
  }
  const { office, entries } = history.data;
  return (
    <>
      <PageHeader
        eyebrow="Platform admin"
        title={`${office.officeName}: history`}
        subtitle={`${office.organizationName} · sign-up, plans, settings, team, payouts and platform charges, newest first.`}
      />
      <OfficeAdminLinks officeId={office.id} />
      {entries.length === 0 ? (
        <Card withBorder padding="xl">
          <Text ta="center" c="gray.7">
            Nothing has happened to this office yet.
          </Text>
        </Card>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th visibleFrom="sm">Who</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((e, i) => {
                const kind = KINDS[e.kind] ?? { label: 'Other', tone: 'neutral' as const };
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: history lines have no id of their own; the page is fixed
                  <Table.Tr key={`${e.at}-${i}`}>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                        {formatDateTime(e.at)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge size="sm" tone={kind.tone}>
                        {kind.label}
                      </StatusBadge>
                      <Text size="sm" mt={4}>
                        {e.what}
                      </Text>
                      <Text size="xs" c="gray.7" hiddenFrom="sm">
                        {e.who ?? 'The platform'}
                      </Text>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">
                      <Text size="sm">{e.who ?? 'The platform'}</Text>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListPager
        page={page}
        pageSize={history.data.pageSize}
        total={history.data.total}
        noun={['event', 'events']}
        onChange={setPage}
      />
    </>
  );
}
