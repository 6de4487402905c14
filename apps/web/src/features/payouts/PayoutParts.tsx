import { Anchor, Button, Group } from '@mantine/core';
import type { PayoutView } from '@mhq/contract';
import { formatMoney, formatUsDay, PAYOUT_STATUS_LABELS } from '@mhq/domain';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';
import { payoutsText as t } from './payouts-texts';
import { fileTypeName, type PayoutFileType, usePayoutFile } from './use-payouts';

export const money = (cents: number) => formatMoney(cents, { decimals: 2 });

const TONE: Record<PayoutView['status'], Tone> = { paid: 'ok', pending: 'neutral', failed: 'danger' };

export const PayoutStatus = ({ payout }: { payout: PayoutView }) => (
  <StatusBadge tone={TONE[payout.status]}>{PAYOUT_STATUS_LABELS[payout.status]}</StatusBadge>
);

/** The payout's report as CSV, Excel or PDF. */
export function PayoutFiles({ officeId, payout }: { officeId: number; payout: PayoutView }) {
  const file = usePayoutFile(officeId);
  const date = formatUsDay(payout.payoutOn);
  return (
    <Group gap={4} wrap="nowrap">
      {(['csv', 'xlsx', 'pdf'] as PayoutFileType[]).map((type) => (
        <Button
          key={type}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconDownload size={14} aria-hidden />}
          aria-label={t.download(fileTypeName(type), date)}
          loading={file.isPending && file.variables?.type === type}
          onClick={() => file.mutate({ payoutId: payout.payoutId, payoutOn: payout.payoutOn, type })}
        >
          {fileTypeName(type)}
        </Button>
      ))}
    </Group>
  );
}

/** Back to the office's payouts and statements. */
export const BackToReports = () => (
  <Anchor component={Link} to="/account/reports" size="sm" className="member-back">
    <IconArrowLeft size={14} aria-hidden /> {t.backToReports}
  </Anchor>
);
