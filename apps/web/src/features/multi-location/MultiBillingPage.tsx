import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { MultiBillingResponse } from '@mhq/contract';
import { formatMoney, formatUsDay } from '@mhq/domain';
import { Link } from 'react-router';
import { FigureCard } from '../../ui/FigureCard';
import { PageHeader } from '../../ui/PageHeader';
import { useMultiBilling } from './multi-location-api';
import { multiTexts as texts } from './multi-location-texts';
import { LoadFailed, OrganizationGate } from './OrganizationGate';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

function PlanCard({ b }: { b: MultiBillingResponse }) {
  return (
    <Card withBorder padding="lg" data-testid="organization-plan">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {texts.planTitle}
        </Title>
        {b.plan ? (
          <>
            <Text fw={700} size="lg">
              {b.plan.tierName}
            </Text>
            <Text>{texts.planPrice(money(b.plan.priceAfterDiscountCents), b.plan.period)}</Text>
            <Text c="gray.7">
              {b.nextChargeOn ? texts.nextCharge(formatUsDay(b.nextChargeOn)) : texts.noNextCharge}
            </Text>
          </>
        ) : (
          <Text>{texts.noPlan}</Text>
        )}
        <Text size="sm" fw={600} mt="sm">
          {texts.method}
        </Text>
        <Text data-testid="organization-method">
          {b.paymentMethod ? texts.methodLabel(b.paymentMethod.brand, b.paymentMethod.last4) : texts.noMethod}
        </Text>
        <Button component={Link} to="/account/settings/billing" variant="light" w="fit-content" mt="xs">
          {texts.manageBilling}
        </Button>
      </Stack>
    </Card>
  );
}

function ChargesCard({ b }: { b: MultiBillingResponse }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {texts.chargesTitle}
        </Title>
        {b.charges.length === 0 ? (
          <Text c="gray.7">{texts.noCharges}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{texts.chargePeriod}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {texts.chargeAmount}
                </Table.Th>
                <Table.Th scope="col">{texts.chargeStatus}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {b.charges.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>{`${formatUsDay(c.periodStart)} – ${formatUsDay(c.periodEnd)}`}</Table.Td>
                  <Table.Td ta="right">{money(c.amountCents)}</Table.Td>
                  <Table.Td>{texts.chargeStatuses[c.status] ?? c.status}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}

function LocationsTable({ b }: { b: MultiBillingResponse }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder data-testid="billing-locations">
        <caption className="visually-hidden">{texts.locationsTitle}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{texts.location}</Table.Th>
            <Table.Th scope="col">{texts.payoutAccount}</Table.Th>
            <Table.Th scope="col" ta="right">
              {texts.balance}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {texts.paidOut}
            </Table.Th>
            <Table.Th scope="col">{texts.lastPayout}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {b.locations.map((l) => (
            <Table.Tr key={l.officeId}>
              <Table.Th scope="row">{l.closedAt ? `${l.name} (${texts.closed})` : l.name}</Table.Th>
              <Table.Td>{l.payoutAccount ?? texts.noPayoutAccount}</Table.Td>
              <Table.Td ta="right">{money(l.balanceCents)}</Table.Td>
              <Table.Td ta="right">{money(l.paidOutCents)}</Table.Td>
              <Table.Td>
                {l.lastPayout
                  ? `${formatUsDay(l.lastPayout.payoutOn)} · ${money(l.lastPayout.amountCents)}`
                  : texts.noPayout}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{texts.total}</Table.Th>
            <Table.Td />
            <Table.Td ta="right" fw={700}>
              {money(b.totals.balanceCents)}
            </Table.Td>
            <Table.Td ta="right" fw={700}>
              {money(b.totals.paidOutCents)}
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

function MultiBilling({ officeId }: { officeId: number }) {
  const billing = useMultiBilling(officeId);
  const b = billing.data;
  return (
    <>
      <PageHeader
        eyebrow={texts.eyebrow}
        title={texts.billingTitle}
        subtitle={b ? texts.billingLead(b.organizationName) : undefined}
      />
      {billing.isError && <LoadFailed onRetry={() => billing.refetch()} />}
      {!b && !billing.isError && <Skeleton h={240} />}
      {b && (
        <Stack gap="lg">
          {b.owed && <Alert color="orange">{texts.owed(money(b.owed.amountCents))}</Alert>}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <PlanCard b={b} />
            <ChargesCard b={b} />
          </SimpleGrid>
          <Group gap="md" grow>
            <FigureCard label={texts.balance} value={money(b.totals.balanceCents)} hint={texts.total} />
            <FigureCard label={texts.paidOut} value={money(b.totals.paidOutCents)} hint={texts.total} />
          </Group>
          <Stack gap={4}>
            <Title order={2} size="h4">
              {texts.locationsTitle}
            </Title>
            <Text size="sm" c="gray.7">
              {texts.locationsLead}
            </Text>
          </Stack>
          <LocationsTable b={b} />
        </Stack>
      )}
    </>
  );
}

/** Multi-location billing (/account/multi-location-billing). */
export function MultiBillingPage() {
  return <OrganizationGate>{(officeId) => <MultiBilling officeId={officeId} />}</OrganizationGate>;
}
