import { ActionIcon, Group, Menu, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ManagePlansResponse, OrgPlan } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { IconArrowsExchange, IconCurrencyDollar, IconDots, IconEye, IconSend } from '@tabler/icons-react';
import { PlanStatusBadge } from '../plans/PlanList';
import '../plans/plans.css';
import { orgPlansText as t } from './org-plans-texts';
import { whereOffered } from './plan-fields';

export type CatalogueActions = {
  open: (plan: OrgPlan) => void;
  publish: (plan: OrgPlan) => void;
  changePrice: (plan: OrgPlan) => void;
  move: (plan: OrgPlan) => void;
};

type Props = {
  data: ManagePlansResponse;
  plans: OrgPlan[];
  canEdit: boolean;
  busyId: number | null;
  actions: CatalogueActions;
};

type PlanProps = Omit<Props, 'plans'> & { plan: OrgPlan };

/**
 * The organization's plans: where each is offered, its price and its members at each location. A table on wide
 * screens and a card per plan on phones, as the office's own plan list (PlanList) does.
 */
export function CatalogueTable({ plans, ...rest }: Props) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  if (!wide) {
    return (
      <Stack gap="sm" component="ul" className="plans-cards" aria-label={t.caption} data-testid="org-plan-catalogue">
        {plans.map((p) => (
          <PlanCard key={p.id} plan={p} {...rest} />
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" striped highlightOnHover data-testid="org-plan-catalogue">
        <Table.Caption>{t.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t.colPlan}</Table.Th>
            <Table.Th>{t.colWhere}</Table.Th>
            <Table.Th>{t.colPrice}</Table.Th>
            <Table.Th>{t.colMembers}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t.colActions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((p) => (
            <Table.Tr key={p.id} data-plan={p.planName}>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text fw={600}>{p.planName}</Text>
                  <PlanStatusBadge status={p.viewStatus} />
                </Stack>
              </Table.Td>
              <Table.Td>
                <Where plan={p} data={rest.data} />
              </Table.Td>
              <Table.Td>
                <Prices plan={p} />
              </Table.Td>
              <Table.Td>
                <Members plan={p} data={rest.data} />
              </Table.Td>
              <Table.Td>
                <PlanActions plan={p} {...rest} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A plan on a phone: its name and status, where it is offered, its price, its members, and its actions. */
function PlanCard(props: PlanProps) {
  const { plan: p, data } = props;
  return (
    <Paper component="li" withBorder radius="lg" p="md" data-plan={p.planName}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} className="plan-name" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {p.planName}
          </Text>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <PlanStatusBadge status={p.viewStatus} />
            <PlanActions {...props} />
          </Group>
        </Group>
        <Where plan={p} data={data} />
        <Group gap="lg" className="nums">
          <Prices plan={p} />
        </Group>
        <Members plan={p} data={data} />
      </Stack>
    </Paper>
  );
}

const nameIn = (data: ManagePlansResponse) => (id: number) => data.locations.find((l) => l.id === id)?.name ?? '';

function Where({ plan: p, data }: { plan: OrgPlan; data: ManagePlansResponse }) {
  return (
    <div>
      <Text size="sm">{whereOffered(p, data)}</Text>
      {p.targetType !== 'location' && (
        <Text size="xs" c="gray.7">
          {p.locations.map(nameIn(data)).filter(Boolean).join(', ')}
        </Text>
      )}
    </div>
  );
}

function Prices({ plan: p }: { plan: OrgPlan }) {
  return (
    <>
      <Text size="sm">{p.pricing.monthly === null ? t.notSold : `${formatMoney(p.pricing.monthly)}${t.perMonth}`}</Text>
      <Text size="sm">
        {p.pricing.annually === null ? t.notSold : `${formatMoney(p.pricing.annually)}${t.perYear}`}
      </Text>
    </>
  );
}

function Members({ plan: p, data }: { plan: OrgPlan; data: ManagePlansResponse }) {
  const total = p.memberCount.monthly + p.memberCount.annually;
  if (total === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t.noMembers}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {t.membersTotal(total)}
      </Text>
      {p.memberCountByLocation
        .filter((c) => c.monthly + c.annually > 0)
        .map((c) => (
          <Text size="xs" c="gray.7" key={c.locationId}>
            {t.membersAt(nameIn(data)(c.locationId), c.monthly + c.annually)}
          </Text>
        ))}
      {p.changePendingCount > 0 && (
        <Text size="xs" c="orange.9">
          {t.changePending(p.changePendingCount)}
        </Text>
      )}
    </Stack>
  );
}

function PlanActions({ plan: p, canEdit, busyId, actions }: PlanProps) {
  const editable = canEdit && p.viewStatus !== 'archived';
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t.actionsFor(p.planName)} loading={busyId === p.id}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={() => actions.open(p)}>
          {t.open}
        </Menu.Item>
        {editable && p.viewStatus === 'draft' && (
          <Menu.Item leftSection={<IconSend size={16} aria-hidden />} onClick={() => actions.publish(p)}>
            {t.publish}
          </Menu.Item>
        )}
        {editable && (
          <Menu.Item leftSection={<IconCurrencyDollar size={16} aria-hidden />} onClick={() => actions.changePrice(p)}>
            {t.changePrice}
          </Menu.Item>
        )}
        {editable && (
          <Menu.Item leftSection={<IconArrowsExchange size={16} aria-hidden />} onClick={() => actions.move(p)}>
            {t.move}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
