import { Anchor, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DashboardLocations, DashboardResponse } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useMayInOffice } from '../../app/office-permissions';
import { tenant } from '../../app/tenant';
import { StatusBadge } from '../../ui/StatusBadge';
import { membersListPath } from './dashboard-api';
import { FIGURES, dashboardTexts as texts } from './dashboard-texts';

const count = (n: number) => n.toLocaleString('en-US');

/** A month as 'June 2025' (the server's months are UTC calendar months). */
export const monthName = (month: string, style: 'long' | 'short' = 'long') =>
  new Intl.DateTimeFormat('en-US', {
    month: style,
    year: style === 'long' ? 'numeric' : undefined,
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

/**
 * The member figures, each a link to the members list with the filter that counts it: the list opens on exactly
 * the members the tile counted.
 */
export function MemberFigures({ data, locations }: { data: DashboardResponse; locations: DashboardLocations }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" data-testid="member-figures">
      {FIGURES.map((f) => {
        const n = data.members[f.key];
        const needsCare = Boolean(f.alert) && n > 0;
        return (
          <Card
            key={f.key}
            component={Link}
            to={membersListPath(f.filter, locations)}
            withBorder
            padding="md"
            className={`figure-tile${needsCare ? ' figure-tile-alert' : ''}`}
            data-figure={f.filter}
          >
            <Stack gap={4} h="100%">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={700} size="sm" component="h3" m={0}>
                  {f.label}
                </Text>
                <IconChevronRight size={16} aria-hidden className="figure-tile-chevron" />
              </Group>
              <Text fz={30} fw={700} lh={1.1} data-testid={`figure-${f.filter}`}>
                {count(n)}
                <span className="visually-hidden"> {n === 1 ? 'member' : 'members'}</span>
              </Text>
              <Text size="xs" c="gray.7" style={{ flex: 1 }}>
                {f.hint}
              </Text>
              {needsCare && (
                <div>
                  <StatusBadge tone={f.filter === 'delinquent' ? 'danger' : 'attention'} size="sm">
                    {texts.followUp}
                  </StatusBadge>
                </div>
              )}
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/** This month's revenue, the platform fee beside it, and what the practice keeps. */
export function RevenueCard({ data }: { data: DashboardResponse }) {
  const m = data.thisMonth;
  const mayViewPayouts = useMayInOffice()('viewPayouts');
  return (
    <Card withBorder padding="lg" h="100%" data-testid="revenue-this-month">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {texts.revenueThisMonth}
        </Title>
        <Text size="sm" c="gray.7">
          {texts.monthSoFar(monthName(m.month))}
        </Text>
        <Text fz={34} fw={700} lh={1.1} data-testid="revenue-gross">
          {formatMoney(m.grossCents, { decimals: 2 })}
        </Text>
        <Divider my={4} />
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{texts.platformFee}</Text>
          <Text size="sm" fw={600} data-testid="revenue-fee">
            {m.platformFeeCents > 0
              ? `−${formatMoney(m.platformFeeCents, { decimals: 2 })}`
              : formatMoney(0, { decimals: 2 })}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={700}>
            {texts.youKeep}
          </Text>
          <Text size="sm" fw={700} data-testid="revenue-net">
            {formatMoney(m.netCents, { decimals: 2 })}
          </Text>
        </Group>
        <Divider my={4} />
        <Text size="xs" c="gray.7">
          {texts.paymentsCount(m.charges)}
        </Text>
        {mayViewPayouts && (
          <>
            <Anchor component={Link} to={`/dentist-new/payment-ledger?month=${m.month}`} size="sm" fw={600}>
              {texts.openLedger}
            </Anchor>
            <Anchor component={Link} to="/account/reports" size="sm" fw={600}>
              {texts.openPayouts}
            </Anchor>
          </>
        )}
        <Text size="xs" c="gray.7">
          {texts.feeNote(tenant.name, tenant.featureFlags.includes('gpp'))}
        </Text>
      </Stack>
    </Card>
  );
}
