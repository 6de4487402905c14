import { Alert, Anchor, Card, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney, formatUsDay, utcDayOf } from '@mhq/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { referralOfficeTexts as t } from './referral-office-texts';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });
const day = (at: string) => formatUsDay(utcDayOf(new Date(at)));
const memberLink = (m: { memberId: number; name: string }) => (
  <Anchor component={Link} to={`/dentist-new/members?id=${m.memberId}`} size="sm">
    {m.name}
  </Anchor>
);

/** The reports page's referrals: who referred whom, when, and the credit granted and used (its own call). */
export function ReferralsReport({ officeId }: { officeId: number }) {
  const query = useQuery({
    queryKey: ['referralReport', officeId],
    queryFn: ({ signal }) => call('referralReport', { params: { officeId }, signal, successToast: false }),
  });
  const d = query.data;
  return (
    <section aria-labelledby="referrals-heading" data-testid="referrals-report">
      <Title order={2} size="h3" id="referrals-heading" mb={4}>
        {t.reportTitle}
      </Title>
      <Text size="sm" c="gray.7" mb="sm">
        {t.reportLead}
      </Text>
      {query.isPending ? (
        <Loader size="sm" />
      ) : query.isError || !d ? (
        <Alert color="gray">{userMessageOf(query.error)}</Alert>
      ) : d.referrals.length === 0 ? (
        <Alert color="gray">{t.reportEmpty}</Alert>
      ) : (
        <Stack gap="sm">
          <Text size="sm" fw={600}>
            {t.totals(d.totals.count, money(d.totals.grantedCents), money(d.totals.usedCents))}
          </Text>
          <Card withBorder padding={0} radius="md" visibleFrom="sm">
            <Table verticalSpacing="sm" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.columns.when}</Table.Th>
                  <Table.Th>{t.columns.referrer}</Table.Th>
                  <Table.Th>{t.columns.referred}</Table.Th>
                  <Table.Th ta="right">{t.columns.granted}</Table.Th>
                  <Table.Th ta="right">{t.columns.used}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.referrals.map((r) => (
                  <Table.Tr key={r.referralId}>
                    <Table.Td>{day(r.at)}</Table.Td>
                    <Table.Td>{memberLink(r.referrer)}</Table.Td>
                    <Table.Td>{memberLink(r.referred)}</Table.Td>
                    <Table.Td ta="right">{money(r.creditGrantedCents)}</Table.Td>
                    <Table.Td ta="right">{money(r.creditUsedCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
          <Stack gap="sm" hiddenFrom="sm">
            {d.referrals.map((r) => (
              <Paper key={r.referralId} withBorder radius="md" p="sm">
                <Text size="xs" c="gray.7">
                  {day(r.at)}
                </Text>
                <Text size="sm">
                  {memberLink(r.referrer)} → {memberLink(r.referred)}
                </Text>
                <Text size="xs" c="gray.7">
                  {t.columns.granted} {money(r.creditGrantedCents)} · {t.columns.used} {money(r.creditUsedCents)}
                </Text>
              </Paper>
            ))}
          </Stack>
        </Stack>
      )}
    </section>
  );
}
