import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { PayoutView } from '@mhq/contract';
import { formatUsDay, utcDayOf } from '@mhq/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { userMessageOf } from '../../app/api';
import { FigureCard } from '../../ui/FigureCard';
import { PageHeader } from '../../ui/PageHeader';
import { useMembersScope } from '../members/members-api';
import { ReferralsReport } from '../referrals/ReferralsReport';
import { money, PayoutFiles, PayoutStatus } from './PayoutParts';
import { payoutsText as t } from './payouts-texts';
import { usePayoutList } from './use-payouts';

/** The last twelve months, this one first: 'YYYY-MM'. */
function recentMonths(today: string): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const SHOWN = 10;

/** The payouts, newest first: a table on a wide screen, cards on a phone; the latest ten until all are asked for. */
function PayoutsList({ officeId, payouts }: { officeId: number; payouts: readonly PayoutView[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? payouts : payouts.slice(0, SHOWN);
  const dateLink = (p: PayoutView) => (
    <Anchor
      component={Link}
      to={`/web-payout/${p.payoutId}`}
      fw={600}
      aria-label={t.viewPayout(formatUsDay(p.payoutOn))}
    >
      {formatUsDay(p.payoutOn)}
    </Anchor>
  );
  return (
    <Stack gap="sm">
      <Card withBorder padding={0} radius="md" className="members-table-wrap" visibleFrom="sm">
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t.columns.date}</Table.Th>
              <Table.Th ta="right">{t.columns.amount}</Table.Th>
              <Table.Th>{t.columns.status}</Table.Th>
              <Table.Th>{t.columns.to}</Table.Th>
              <Table.Th>{t.columns.files}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((p) => (
              <Table.Tr key={p.payoutId}>
                <Table.Td>{dateLink(p)}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {money(p.amountCents)}
                </Table.Td>
                <Table.Td>
                  <PayoutStatus payout={p} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{p.bankLabel}</Text>
                  {p.arrivalOn && (
                    <Text size="xs" c="gray.7">
                      {t.arrives(formatUsDay(p.arrivalOn))}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <PayoutFiles officeId={officeId} payout={p} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Stack gap="sm" hiddenFrom="sm">
        {shown.map((p) => (
          <Paper key={p.payoutId} withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start">
              <div>
                {dateLink(p)}
                <Text size="xs" c="gray.7">
                  {p.arrivalOn ? t.arrives(formatUsDay(p.arrivalOn)) : p.bankLabel}
                </Text>
              </div>
              <Stack gap={4} align="flex-end">
                <Text fw={700}>{money(p.amountCents)}</Text>
                <PayoutStatus payout={p} />
              </Stack>
            </Group>
            <PayoutFiles officeId={officeId} payout={p} />
          </Paper>
        ))}
      </Stack>
      {payouts.length > SHOWN && (
        <Button variant="subtle" onClick={() => setAll(!all)} style={{ alignSelf: 'flex-start' }}>
          {all ? t.showLatest(SHOWN) : t.showAll(payouts.length)}
        </Button>
      )}
    </Stack>
  );
}

/**
 * /account/reports (and /dentist-new/reports): the office's payouts, each with its page and its report as a file, what
 * it is owed now and when the next payout comes; and its monthly statements.
 */
export function ReportsPage() {
  const { officeId } = useMembersScope();
  const list = usePayoutList(officeId);
  const d = list.data;
  return (
    <>
      <PageHeader eyebrow={t.reportsEyebrow} title={t.reportsTitle} subtitle={t.reportsSubtitle} />
      {officeId === null ? (
        <Alert color="gray">{t.noOffice}</Alert>
      ) : list.isPending ? (
        <Loader role="status" aria-label={t.loading} />
      ) : list.isError || !d ? (
        <Alert color="gray">{userMessageOf(list.error)}</Alert>
      ) : (
        <Stack gap="xl">
          <section aria-labelledby="payouts-heading">
            <Title order={2} size="h3" id="payouts-heading" mb="sm">
              {t.payouts}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" maw={640} mb="md">
              <FigureCard label={t.owedNow} value={money(d.balanceCents)} hint={t.owedHint} />
              <FigureCard label={t.nextPayout} value={formatUsDay(d.nextPayoutOn)} hint={d.schedule} />
            </SimpleGrid>
            {!d.payoutsOn && (
              <Alert color="orange" mb="md">
                <Text size="sm">
                  {t.paused}{' '}
                  <Anchor component={Link} to="/account/settings/billing" size="sm" fw={600}>
                    {t.fixAccount}
                  </Anchor>
                </Text>
              </Alert>
            )}
            {d.payouts.length === 0 ? (
              <Alert color="gray">{t.none}</Alert>
            ) : (
              <PayoutsList officeId={officeId} payouts={d.payouts} />
            )}
          </section>
          <ReferralsReport officeId={officeId} />
          <section aria-labelledby="statements-heading">
            <Title order={2} size="h3" id="statements-heading" mb={4}>
              {t.statements}
            </Title>
            <Text size="sm" c="gray.7" mb="sm">
              {t.statementsLead}
            </Text>
            <Group gap="xs">
              {recentMonths(utcDayOf(new Date())).map((month) => (
                <Button
                  key={month}
                  component={Link}
                  to={`/dentist-new/web-report/${month.slice(0, 4)}/${Number(month.slice(5, 7))}`}
                  variant="default"
                  size="sm"
                >
                  {monthName(month)}
                </Button>
              ))}
            </Group>
          </section>
        </Stack>
      )}
    </>
  );
}
