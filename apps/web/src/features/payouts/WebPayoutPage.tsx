import { Alert, Card, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { formatUsDay, payoutPeriodWords } from '@mhq/domain';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError, call, userMessageOf } from '../../app/api';
import { FigureCard } from '../../ui/FigureCard';
import { PageHeader } from '../../ui/PageHeader';
import { LedgerLinesTable } from '../billing/LedgerLinesTable';
import { useMembersScope } from '../members/members-api';
import { BackToReports, money, PayoutFiles, PayoutStatus } from './PayoutParts';
import { payoutsText as t } from './payouts-texts';

/**
 * /web-payout/{payoutURL}: one payout on the page, as its report has it: what it carried by kind, adding up to what
 * was paid out, and every line, oldest first, with its downloads.
 */
export function WebPayoutPage() {
  const { payoutURL } = useParams();
  const payoutId = Number(payoutURL);
  const { officeId } = useMembersScope();
  const report = useQuery({
    queryKey: ['payouts', officeId, 'report', payoutId],
    enabled: officeId !== null && Number.isSafeInteger(payoutId) && payoutId > 0,
    queryFn: ({ signal }) =>
      call('payoutReport', {
        params: { dentistInfoId: officeId ?? 0, id: payoutId },
        query: { type: 'json' },
        signal,
        successToast: false,
      }),
  });
  const r = report.data;
  const back = <BackToReports />;
  if (!r) {
    return (
      <>
        {back}
        <PageHeader title={t.payouts} />
        {report.isError || !Number.isSafeInteger(payoutId) ? (
          <Alert color="gray">
            {report.error instanceof ApiError && report.error.status === 404
              ? t.notThisOffice
              : userMessageOf(report.error)}
          </Alert>
        ) : (
          <Loader role="status" aria-label={t.loading} />
        )}
      </>
    );
  }
  const p = r.payout;
  const sum = (kind: string) =>
    r.lines.filter((l) => l.kind === kind).reduce((total, l) => total + l.toBalanceCents, 0);
  return (
    <>
      {back}
      <PageHeader
        eyebrow={r.officeName}
        title={t.payoutTitle(formatUsDay(p.payoutOn))}
        subtitle={`${t.payoutLead(payoutPeriodWords(p.cutoff), p.bankLabel)}${p.arrivalOn ? ` ${t.arrives(formatUsDay(p.arrivalOn))}.` : ''}`}
        actions={
          <Group gap="sm">
            <PayoutStatus payout={p} />
            {officeId !== null && <PayoutFiles officeId={officeId} payout={p} />}
          </Group>
        }
      />
      <Stack gap="lg">
        {p.status === 'failed' && <Alert color="red">{t.failedLead(p.failureMessage ?? '')}</Alert>}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <FigureCard label={t.paidOut} value={money(p.amountCents)} />
          <FigureCard label={t.cardPayments} value={money(sum('payment'))} hint={t.cardHint} />
          {r.totals.cashCents !== 0 && <FigureCard label={t.officeFees} value={money(sum('cash_payment'))} />}
          {r.totals.refundedCents !== 0 && <FigureCard label={t.refunds} value={money(sum('refund'))} />}
          {r.totals.disputesCents !== 0 && <FigureCard label={t.disputes} value={money(r.totals.disputesCents)} />}
          {r.totals.guaranteeCents !== 0 && <FigureCard label={t.guarantee} value={money(r.totals.guaranteeCents)} />}
        </SimpleGrid>
        {r.lines.length === 0 ? (
          <Alert color="gray">{t.noLines}</Alert>
        ) : (
          <Card withBorder padding={0} radius="md" className="members-table-wrap">
            <LedgerLinesTable
              lines={r.lines}
              caption={t.lines(r.lines.length)}
              amount={{ label: t.toPayout, of: 'toBalanceCents' }}
              oldestFirst
            />
          </Card>
        )}
      </Stack>
    </>
  );
}
