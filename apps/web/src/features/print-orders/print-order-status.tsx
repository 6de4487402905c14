import type { PrintOrder } from '@mhq/contract';
import { PRINT_ORDER_STATUS_LABELS, PRINT_PRODUCT_NAMES, type PrintOrderStatus } from '@mhq/domain';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';

const TONE: Record<PrintOrderStatus, Tone> = {
  ordered: 'attention',
  payment_failed: 'danger',
  paid: 'brand',
  in_production: 'brand',
  shipped: 'ok',
  delivered: 'ok',
  canceled: 'neutral',
};

/** An order's status as a badge, in the same words for the office and the admins. */
export function PrintOrderStatusBadge({ status }: { status: PrintOrderStatus }) {
  return (
    <StatusBadge tone={TONE[status]} size="sm">
      {PRINT_ORDER_STATUS_LABELS[status]}
    </StatusBadge>
  );
}

/** What was ordered, in a line: '500 member cards (premium), Spanish'. */
export function orderWhat(o: Pick<PrintOrder, 'quantity' | 'product' | 'finish' | 'language'>): string {
  const finish = o.finish === 'premium' ? ' (premium)' : '';
  return `${o.quantity.toLocaleString('en-US')} ${PRINT_PRODUCT_NAMES[o.product].many}${finish}, ${o.language === 'es' ? 'Spanish' : 'English'}`;
}
