import { ActionIcon, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ManagePlansResponse, OrgPlan } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { IconArrowsExchange, IconCurrencyDollar, IconDots, IconEye, IconSend } from '@tabler/icons-react';
import { PlanStatusBadge } from '../plans/PlanList';
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

/** The organization's plans: where each is offered, its price and its members at each location. */
export function CatalogueTable({ data, plans, canEdit, busyId, actions }: Props) {
  const nameOf = (id: number) => data.locations.find((l) => l.id === id)?.name ?? '';
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
          {plans.map((p) => {
            const total = p.memberCount.monthly + p.memberCount.annually;
            const editable = canEdit && p.viewStatus !== 'archived';
            return (
              <Table.Tr key={p.id} data-plan={p.planName}>
                <Table.Td>
                  <Stack gap={4} align="flex-start">
                    <Text fw={600}>{p.planName}</Text>
                    <PlanStatusBadge status={p.viewStatus} />
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{whereOffered(p, data)}</Text>
                  {p.targetType !== 'location' && (
                    <Text size="xs" c="gray.7">
                      {p.locations.map(nameOf).filter(Boolean).join(', ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {p.pricing.monthly === null ? t.notSold : `${formatMoney(p.pricing.monthly)}${t.perMonth}`}
                  </Text>
                  <Text size="sm">
                    {p.pricing.annually === null ? t.notSold : `${formatMoney(p.pricing.annually)}${t.perYear}`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {total === 0 ? (
                    <Text size="sm" c="gray.7">
                      {t.noMembers}
                    </Text>
                  ) : (
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {t.membersTotal(total)}
                      </Text>
                      {p.memberCountByLocation
                        .filter((c) => c.monthly + c.annually > 0)
                        .map((c) => (
                          <Text size="xs" c="gray.7" key={c.locationId}>
                            {t.membersAt(nameOf(c.locationId), c.monthly + c.annually)}
                          </Text>
                        ))}
                      {p.changePendingCount > 0 && (
                        <Text size="xs" c="orange.9">
                          {t.changePending(p.changePendingCount)}
                        </Text>
                      )}
                    </Stack>
                  )}
                </Table.Td>
                <Table.Td>
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-label={t.actionsFor(p.planName)}
                        loading={busyId === p.id}
                      >
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
                        <Menu.Item
                          leftSection={<IconCurrencyDollar size={16} aria-hidden />}
                          onClick={() => actions.changePrice(p)}
                        >
                          {t.changePrice}
                        </Menu.Item>
                      )}
                      {editable && (
                        <Menu.Item
                          leftSection={<IconArrowsExchange size={16} aria-hidden />}
                          onClick={() => actions.move(p)}
                        >
                          {t.move}
                        </Menu.Item>
                      )}
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
