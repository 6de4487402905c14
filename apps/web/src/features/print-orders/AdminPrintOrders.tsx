import { Alert, Button, Card, Group, Loader, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import type { AdminPrintOrdersResponse, PrintOrderStatusRequest } from '@mhq/contract';
import {
  formatMoney,
  PRINT_ORDER_STATUS_LABELS,
  PRINT_ORDER_STATUSES,
  type PrintOrderStatus,
  printOrderNextStatuses,
} from '@mhq/domain';
import { useState } from 'react';
import { fieldErrorsOf, userMessageOf } from '../../app/api';
import { formatDate } from '../../ui/format';
import { orderWhat, PrintOrderStatusBadge } from './print-order-status';
import { useAdminPrintOrders, useSetPrintOrderStatus } from './print-orders-api';

type AdminOrder = AdminPrintOrdersResponse['orders'][number];
type AdminMove = PrintOrderStatusRequest['status'];
const ADMIN_MOVES: readonly PrintOrderStatus[] = ['in_production', 'shipped', 'delivered', 'canceled'];
const isAdminMove = (s: PrintOrderStatus): s is AdminMove => ADMIN_MOVES.includes(s);

const ACTION_LABELS: Partial<Record<PrintOrderStatus, string>> = {
  in_production: 'Start production',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
  canceled: 'Cancel order',
};

/**
 * The print orders section of /admin/manage: every practice's orders, newest first, moved through production,
 * shipping (with the carrier's tracking number) and delivery. A refused, unpaid order may be canceled; a paid one
 * cannot (the platform's charges to practices have no refund path), which the server says when asked.
 */
export function AdminPrintOrders() {
  const [status, setStatus] = useState<PrintOrderStatus | null>(null);
  const orders = useAdminPrintOrders(status);
  const move = useSetPrintOrderStatus();
  return (
    <Card withBorder padding="lg" aria-labelledby="print-orders-admin">
      <Group justify="space-between" align="flex-end" mb="sm">
        <div>
          <Title order={2} size="h4" id="print-orders-admin">
            Print orders
          </Title>
          <Text size="sm" c="gray.7">
            Member cards and brochures practices ordered. Move each on as it is printed and shipped; a paid order cannot
            be canceled here (refund it at the processor first).
          </Text>
        </div>
        <NativeSelect
          label="Status"
          value={status ?? ''}
          onChange={(e) => setStatus((e.currentTarget.value || null) as PrintOrderStatus | null)}
          data={[
            { value: '', label: 'All' },
            ...PRINT_ORDER_STATUSES.map((s) => ({ value: s, label: PRINT_ORDER_STATUS_LABELS[s] })),
          ]}
        />
      </Group>
      {move.isError && Object.keys(fieldErrorsOf(move.error)).length === 0 && (
        <Alert color="red" role="alert" mb="sm">
          {userMessageOf(move.error)}
        </Alert>
      )}
      {orders.isPending && <Loader role="status" aria-label="Loading print orders" />}
      {orders.isError && <Alert color="red">{userMessageOf(orders.error)}</Alert>}
      {orders.data && orders.data.orders.length === 0 && (
        <Text size="sm" c="gray.7">
          No print orders{status ? ` ${PRINT_ORDER_STATUS_LABELS[status].toLowerCase()}` : ''}.
        </Text>
      )}
      {orders.data && orders.data.orders.length > 0 && (
        <Table verticalSpacing="sm" aria-label="Print orders" data-testid="admin-print-orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Practice and order</Table.Th>
              <Table.Th visibleFrom="sm">Ship to</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.data.orders.map((o) => (
              <AdminOrderRow key={o.id} order={o} move={move} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function AdminOrderRow({ order: o, move }: { order: AdminOrder; move: ReturnType<typeof useSetPrintOrderStatus> }) {
  const [tracking, setTracking] = useState('');
  const next = printOrderNextStatuses(o.status).filter(isAdminMove);
  const mine = move.variables?.orderId === o.id;
  const trackingError = mine ? fieldErrorsOf(move.error).trackingNumber : undefined;
  const s = o.shipTo;
  return (
    <Table.Tr data-testid={`admin-print-order-${o.id}`}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {o.officeName}
        </Text>
        <Text size="sm">
          #{o.id}: {orderWhat(o)}, {formatMoney(o.priceCents)}
        </Text>
        <Text size="xs" c="gray.7">
          {o.plans.map((p) => p.name).join(', ')} · ordered {formatDate(o.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="xs">
          {s.name}
          <br />
          {s.line1}
          {s.line2 ? `, ${s.line2}` : ''}
          <br />
          {s.city}, {s.state} {s.zip}
        </Text>
      </Table.Td>
      <Table.Td>
        <Stack gap={6} align="flex-start">
          <PrintOrderStatusBadge status={o.status} />
          {o.trackingNumber && <Text size="xs">Tracking {o.trackingNumber}</Text>}
          {o.failureMessage && o.status === 'payment_failed' && (
            <Text size="xs" c="red.9">
              {o.failureMessage}
            </Text>
          )}
          {next.includes('shipped') && (
            <TextInput
              size="xs"
              label="Tracking number"
              value={tracking}
              onChange={(e) => setTracking(e.currentTarget.value)}
              error={trackingError}
            />
          )}
          <Group gap={6}>
            {next.map((to) => (
              <Button
                key={to}
                size="compact-sm"
                variant={to === 'canceled' ? 'default' : 'filled'}
                loading={mine && move.isPending && move.variables?.status === to}
                onClick={() =>
                  move.mutate({ orderId: o.id, status: to, ...(to === 'shipped' ? { trackingNumber: tracking } : {}) })
                }
                aria-label={`${ACTION_LABELS[to] ?? to}: order ${o.id}`}
              >
                {ACTION_LABELS[to] ?? to}
              </Button>
            ))}
          </Group>
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}
