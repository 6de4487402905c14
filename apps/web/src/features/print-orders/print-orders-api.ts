import type { PrintOrderRequest, PrintOrderStatusRequest } from '@mhq/contract';
import type { PrintOrderStatus } from '@mhq/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';
import { newIdempotencyKey } from '../enrolment/enrolment-api';

// The print order calls of /account/order-info-cards and of the admins' section on /admin/manage.

export const PRINT_ORDERS_KEY = ['print-orders'] as const;
const ADMIN_KEY = ['admin', 'print-orders'] as const;

/** The brand's quantities and prices, the office's plans, the practice's tier method and the office's orders. */
export function usePrintOrders(officeId: number | null) {
  return useQuery({
    queryKey: [...PRINT_ORDERS_KEY, officeId],
    enabled: officeId !== null,
    queryFn: ({ signal }) => call('printOrders', { params: { id: officeId ?? 0 }, signal, successToast: false }),
  });
}

/** Orders and pays at once; one Idempotency-Key per press, so a retried request charges once. */
export function useCreatePrintOrder(officeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrintOrderRequest) =>
      call('createPrintOrder', {
        params: { id: officeId },
        body,
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    // A refused payment is kept as an order too: the list is read again either way.
    onSettled: () => client.invalidateQueries({ queryKey: PRINT_ORDERS_KEY }),
  });
}

/** Tries a refused order's payment again. */
export function usePayPrintOrder(officeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      call('payPrintOrder', {
        params: { id: officeId, orderId },
        headers: { 'Idempotency-Key': newIdempotencyKey() },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: PRINT_ORDERS_KEY }),
  });
}

/** Every practice's orders, for the platform's admins. */
export function useAdminPrintOrders(status: PrintOrderStatus | null) {
  return useQuery({
    queryKey: [...ADMIN_KEY, status],
    queryFn: ({ signal }) => call('adminPrintOrders', { query: status ? { status } : {}, signal, successToast: false }),
  });
}

/** Moves an order on (production, shipped, delivered, canceled). */
export function useSetPrintOrderStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, ...body }: { orderId: number } & PrintOrderStatusRequest) =>
      call('setPrintOrderStatus', { params: { orderId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
}
