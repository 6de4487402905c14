import { Alert, Anchor, Button, Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { PrintOrder, PrintOrdersResponse } from '@mhq/contract';
import { formatMoney, PRINT_PRODUCT_NAMES } from '@mhq/domain';
import { Link } from 'react-router';
import { userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { usePageTitle } from '../../ui/use-page-title';
import { useMembersScope } from '../members/members-api';
import { PrintOrderForm } from './PrintOrderForm';
import { orderWhat, PrintOrderStatusBadge } from './print-order-status';
import { usePayPrintOrder, usePrintOrders } from './print-orders-api';

/**
 * /account/order-info-cards: the office orders its brand's printed material (dental member cards, vision brochures)
 * in the spec's quantities and prices, charged at once to the practice's plan payment method, and follows its orders
 * as the platform prints and ships them.
 */
export function PrintOrdersPage() {
  usePageTitle('Order print materials');
  const { officeId } = useMembersScope();
  const orders = usePrintOrders(officeId);
  const d = orders.data;
  const names = PRINT_PRODUCT_NAMES[d?.product ?? (tenant.id === 'vision' ? 'brochures' : 'member_cards')];
  return (
    <>
      <PageHeader
        eyebrow="Marketing"
        title={`Order ${names.many}`}
        subtitle={`Printed ${names.many} with your plans, prices and a QR code to your enrollment page, shipped to your office.`}
      />
      {officeId === null ? (
        <Alert color="gray">Choose an office first.</Alert>
      ) : orders.isPending ? (
        <Loader role="status" aria-label="Loading your print orders" />
      ) : orders.isError || !d ? (
        <Alert color="gray">{userMessageOf(orders.error)}</Alert>
      ) : (
        <Stack gap="lg" maw={960}>
          <OrderSection officeId={officeId} page={d} />
          <OrdersList officeId={officeId} page={d} />
        </Stack>
      )}
    </>
  );
}

function OrderSection({ officeId, page }: { officeId: number; page: PrintOrdersResponse }) {
  if (!page.mayOrder) {
    return <Alert color="gray">Only the owner and office admins can order print materials.</Alert>;
  }
  if (!page.paymentMethod) {
    return (
      <Alert color="yellow" title="Add a payment method first" data-testid="no-tier-method">
        <Text size="sm">
          Print orders are charged to the card or bank account your {tenant.name} plan is paid with, and your practice
          has none on file yet. Nothing is charged until you order.{' '}
          <Anchor component={Link} to={page.billingPath} underline="always">
            Add one on Settings &gt; Billing
          </Anchor>
          , then come back here.
        </Text>
      </Alert>
    );
  }
  if (page.plans.length === 0) {
    return (
      <Alert color="gray" title="No plans to print yet">
        Your enrollment page offers no plans yet: add or activate plans under Membership Plans first.
      </Alert>
    );
  }
  return <PrintOrderForm officeId={officeId} page={page} />;
}

function OrdersList({ officeId, page }: { officeId: number; page: PrintOrdersResponse }) {
  const pay = usePayPrintOrder(officeId);
  return (
    <Card withBorder padding="lg" aria-labelledby="orders-title">
      <Title order={2} size="h4" id="orders-title" mb="sm">
        Your orders
      </Title>
      {pay.isError && (
        <Alert color="red" role="alert" mb="sm">
          {userMessageOf(pay.error)}
        </Alert>
      )}
      {page.orders.length === 0 ? (
        <Text size="sm" c="gray.7">
          No orders yet.
        </Text>
      ) : (
        <Table verticalSpacing="sm" aria-label="Your print orders" data-testid="print-orders">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Order</Table.Th>
              <Table.Th visibleFrom="sm">Ordered</Table.Th>
              <Table.Th>Price</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {page.orders.map((o) => (
              <OrderRow key={o.id} order={o} paying={pay.isPending && pay.variables === o.id} onPay={pay.mutate} />
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Card>
  );
}

function OrderRow({ order: o, paying, onPay }: { order: PrintOrder; paying: boolean; onPay: (id: number) => void }) {
  return (
    <Table.Tr data-testid={`print-order-${o.id}`}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {orderWhat(o)}
        </Text>
        <Text size="xs" c="gray.7">
          {o.plans.map((p) => p.name).join(', ')}
        </Text>
        <Text size="xs" c="gray.7" hiddenFrom="sm">
          {formatDate(o.createdAt)}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <Text size="sm">{formatDate(o.createdAt)}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{formatMoney(o.priceCents)}</Text>
      </Table.Td>
      <Table.Td>
        <PrintOrderStatusBadge status={o.status} />
        {o.trackingNumber && (
          <Text size="xs" c="gray.7" mt={4}>
            Tracking {o.trackingNumber}
          </Text>
        )}
        {o.status === 'payment_failed' && (
          <>
            {o.failureMessage && (
              <Text size="xs" c="red.9" mt={4}>
                {o.failureMessage}
              </Text>
            )}
            <Button size="compact-sm" variant="default" mt={6} loading={paying} onClick={() => onPay(o.id)}>
              Try payment again
            </Button>
          </>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
