import { Alert, Anchor, Button, Chip, Group, Loader, Stack, Table, Text, TextInput } from '@mantine/core';
import { ACTIVITY_KINDS, type ActivityItem, type ActivityKind } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { Link, useSearchParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { usePageTitle } from '../../ui/use-page-title';
import { useMembersScope } from '../members/members-api';
import { useActivity } from './activity-api';
import { KIND_LABELS, activityTexts as t } from './activity-texts';

const isKind = (k: string): k is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(k);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Where a line leads: its member's page, its payout's page, or the office's campaigns. */
function LineLink({ item }: { item: ActivityItem }) {
  if (item.memberId !== null) {
    const name = item.memberName ?? `#${item.memberId}`;
    return (
      <Anchor
        component={Link}
        to={`/account/members?id=${item.memberId}`}
        size="sm"
        fw={600}
        aria-label={t.openMember(name)}
      >
        {name}
      </Anchor>
    );
  }
  if (item.payoutId !== null) {
    return (
      <Anchor component={Link} to={`/web-payout/${item.payoutId}`} size="sm" fw={600}>
        {t.openPayout}
      </Anchor>
    );
  }
  return (
    <Anchor component={Link} to="/account/marketing" size="sm" fw={600}>
      {t.openCampaign}
    </Anchor>
  );
}

/**
 * /dentist-new/activity: the office's feed of what happened, newest first, filtered by kind and date range (kept in the
 * address, so a filtered view can be shared or reloaded), 25 lines at a time.
 */
export function ActivityPage() {
  usePageTitle(t.eyebrow);
  const { officeId } = useMembersScope();
  const [params, setParams] = useSearchParams();
  const kinds = (params.get('kinds') ?? '').split(',').filter(isKind);
  const from = DAY.test(params.get('from') ?? '') ? (params.get('from') ?? '') : '';
  const to = DAY.test(params.get('to') ?? '') ? (params.get('to') ?? '') : '';
  const feed = useActivity(officeId, { kinds, from, to });
  const set = (next: { kinds?: string[]; from?: string; to?: string }) => {
    const v = { kinds: next.kinds ?? kinds, from: next.from ?? from, to: next.to ?? to };
    const p: Record<string, string> = {};
    if (v.kinds.length > 0) p.kinds = v.kinds.join(',');
    if (v.from) p.from = v.from;
    if (v.to) p.to = v.to;
    setParams(p, { replace: true });
  };
  const items = feed.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} subtitle={t.lead} />
      {officeId === null ? (
        <Alert color="gray">{t.noOffice}</Alert>
      ) : (
        <Stack gap="lg">
          <Stack gap="sm" component="form" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
            <Chip.Group multiple value={kinds} onChange={(v) => set({ kinds: v })}>
              <Group gap="xs" role="group" aria-label={t.kindsLabel}>
                {ACTIVITY_KINDS.map((k) => (
                  <Chip key={k} value={k} size="sm" variant="outline">
                    {KIND_LABELS[k].label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                type="date"
                label={t.from}
                value={from}
                max={to || undefined}
                onChange={(e) => set({ from: e.currentTarget.value })}
                w={170}
              />
              <TextInput
                type="date"
                label={t.to}
                value={to}
                min={from || undefined}
                onChange={(e) => set({ to: e.currentTarget.value })}
                w={170}
              />
              {(kinds.length > 0 || from || to) && (
                <Button variant="default" onClick={() => setParams({}, { replace: true })}>
                  {t.clear}
                </Button>
              )}
            </Group>
          </Stack>
          {feed.isPending ? (
            <Loader role="status" aria-label={t.loading} />
          ) : feed.isError ? (
            <Alert color="red" variant="light">
              {userMessageOf(feed.error)}
            </Alert>
          ) : items.length === 0 ? (
            <Text c="gray.7">{t.none}</Text>
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table verticalSpacing="sm" data-testid="activity-feed">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th visibleFrom="sm">When</Table.Th>
                    <Table.Th>What</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((item) => (
                    <Table.Tr key={`${item.kind}-${item.id}`} data-kind={item.kind}>
                      <Table.Td visibleFrom="sm">
                        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                          {formatDateTime(item.at)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="wrap">
                          <StatusBadge size="sm" tone={KIND_LABELS[item.kind].tone}>
                            {KIND_LABELS[item.kind].label}
                          </StatusBadge>
                          <LineLink item={item} />
                        </Group>
                        <Text size="sm" mt={4}>
                          {item.summary}
                        </Text>
                        <Text size="xs" c="gray.7" hiddenFrom="sm">
                          {formatDateTime(item.at)}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {item.amountCents === null
                            ? ''
                            : `${item.kind === 'refund' ? '-' : ''}${formatMoney(item.amountCents, { decimals: 2 })}`}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {feed.hasNextPage && (
            <Button
              variant="default"
              onClick={() => feed.fetchNextPage()}
              loading={feed.isFetchingNextPage}
              w="fit-content"
            >
              {t.more}
            </Button>
          )}
        </Stack>
      )}
    </>
  );
}
