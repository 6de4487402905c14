import { Alert, Anchor, Button, Group, Loader, SegmentedControl } from '@mantine/core';
import type { FinanceCharge } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { useMayInOffice } from '../../app/office-permissions';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { PaymentList } from '../billing/PaymentList';
import { useMembersScope } from './members-api';
import { membersText as t } from './members-texts';
import { RefundModal } from './RefundModal';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/**
 * /dentist-new/payment-history/{patientId}: every payment of the member's household (or only this member's part),
 * newest first, with how it was paid, who took it and what each payment covered.
 */
export function PaymentHistoryPage() {
  const { patientId } = useParams();
  const memberId = Number(patientId);
  const { officeId, userId } = useMembersScope();
  const mayRefund = useMayInOffice()('refund');
  const back = (
    <Anchor component={Link} to={`/account/members?id=${memberId}`} size="sm" className="member-back">
      <IconArrowLeft size={14} aria-hidden /> {t.backToMember}
    </Anchor>
  );
  return (
    <PaymentHistory
      officeId={officeId}
      memberId={memberId}
      userId={userId}
      back={back}
      mayRefund={mayRefund}
      disputesPath="/account/disputes"
    />
  );
}

type HistoryProps = {
  /** The member's office (null: the signed-in user has none). */
  officeId: number | null;
  memberId: number;
  /** The signed-in user: the payment list names what they took themselves. */
  userId: number;
  /** The way back to where the page was opened from. */
  back: ReactNode;
  mayRefund: boolean;
  /** Where a disputed payment's 'See dispute' leads, or null where disputes are answered elsewhere. */
  disputesPath: string | null;
  title?: string;
};

/** A member's payment history with refunds and its spreadsheet: the office's page and the platform admins' alike. */
export function PaymentHistory({ officeId, memberId, userId, back, mayRefund, disputesPath, title }: HistoryProps) {
  const [scope, setScope] = useState<'household' | 'member'>('household');
  const [refunding, setRefunding] = useState<FinanceCharge | null>(null);
  const history = useQuery({
    queryKey: ['members', 'finances', memberId, scope],
    enabled: officeId !== null,
    queryFn: ({ signal }) =>
      call(scope === 'member' ? 'memberFinancesSingle' : 'memberFinances', {
        params: { id: officeId ?? 0, userId: memberId },
        signal,
        successToast: false,
      }),
  });
  // The same history as a spreadsheet, saved under the member's number.
  const download = useMutation({
    mutationFn: async () => {
      const blob = await call('memberFinancesReport', {
        params: { id: officeId ?? 0 },
        query: { memberId, single: scope === 'member' ? 'true' : 'false' },
        responseType: 'blob',
        successToast: false,
      });
      const url = URL.createObjectURL(blob as unknown as Blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `payments-${memberId}.xlsx`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
  return (
    <>
      {back}
      <PageHeader
        eyebrow={t.paymentHistory}
        title={title ?? t.paymentsTitle}
        actions={
          <Group gap="sm">
            <SegmentedControl
              aria-label={t.paymentsScope}
              value={scope}
              onChange={(v) => setScope(v as 'household' | 'member')}
              data={[
                { value: 'household', label: t.wholeHousehold },
                { value: 'member', label: t.thisMemberOnly },
              ]}
            />
            {officeId !== null && (
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                loading={download.isPending}
                onClick={() => download.mutate()}
              >
                {t.downloadPayments}
              </Button>
            )}
          </Group>
        }
      />
      {officeId === null ? (
        <Alert color="gray">{t.noOffice}</Alert>
      ) : history.isPending ? (
        <Loader role="status" aria-label={t.loading} />
      ) : history.isError ? (
        <Alert color="gray">{userMessageOf(history.error)}</Alert>
      ) : (
        <PaymentList
          charges={history.data.charges}
          userId={userId}
          actions={(c) =>
            c.status === 'disputed'
              ? disputesPath && (
                  <Anchor component={Link} to={disputesPath} size="sm" fw={600}>
                    {t.seeDispute}
                  </Anchor>
                )
              : c.refundableCents > 0 &&
                mayRefund && (
                  <Button
                    variant="default"
                    size="compact-sm"
                    aria-label={`${t.refundButton} ${money(c.amountCents)}, ${formatDate(c.at)}`}
                    onClick={() => setRefunding(c)}
                  >
                    {t.refundButton}
                  </Button>
                )
          }
        />
      )}
      {refunding && officeId !== null && (
        <RefundModal
          officeId={officeId}
          charge={refunding}
          memberId={scope === 'member' ? memberId : null}
          memberName={scope === 'member' ? (refunding.lines[0]?.memberName ?? null) : null}
          onClose={() => setRefunding(null)}
        />
      )}
    </>
  );
}
