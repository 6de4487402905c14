import { Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Plan } from '@mhq/contract';
import { formatMoney, type PlanViewStatus } from '@mhq/domain';
import { memo } from 'react';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';
import { type Handlers, OrderButtons, RowActions, type RowProps } from './PlanRowActions';
import { plansText as t } from './plans-texts';
import type { Busy } from './use-plan-actions';

const STATUS_TONE: Record<PlanViewStatus, Tone> = { draft: 'brand', active: 'ok', archived: 'neutral' };

export function PlanStatusBadge({ status }: { status: PlanViewStatus }) {
  return <StatusBadge tone={STATUS_TONE[status]}>{t.status[status]}</StatusBadge>;
}

type ListProps = Handlers & { plans: readonly Plan[]; busy: Busy; announcement: string };

/**
 * The plans in the order patients see them: a table on wide screens, a card per plan on phones. Rows are
 * memoised, so moving one plan or a toast does not re-render forty rows.
 */
export function PlanList({ plans, busy, announcement, ...handlers }: ListProps) {
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const total = plans.length;
  return (
    <>
      <div aria-live="polite" className="visually-hidden">
        {announcement}
      </div>
      {wide ? (
        <Paper withBorder radius="lg" className="plans-table-wrap">
          <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover className="plans-table">
            <Table.Caption className="visually-hidden">{t.listCaption}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {handlers.canEdit && <Table.Th w={84}>{t.colOrder}</Table.Th>}
                <Table.Th>{t.colPlan}</Table.Th>
                <Table.Th w={104}>{t.colStatus}</Table.Th>
                <Table.Th w={104} ta="right">
                  {t.colPrice}
                </Table.Th>
                <Table.Th w={96}>{t.colMembers}</Table.Th>
                <Table.Th w={handlers.canEdit ? 224 : 96} ta="right">
                  {t.colActions}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.map((plan, index) => (
                <PlanRow
                  key={plan.id}
                  plan={plan}
                  index={index}
                  total={total}
                  busy={busy?.planId === plan.id ? busy.what : null}
                  {...handlers}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" className="plans-cards" aria-label={t.listCaption}>
          {plans.map((plan, index) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              index={index}
              total={total}
              busy={busy?.planId === plan.id ? busy.what : null}
              {...handlers}
            />
          ))}
        </Stack>
      )}
    </>
  );
}

const PlanRow = memo(function PlanRow(props: RowProps) {
  const { plan, canEdit } = props;
  return (
    <Table.Tr data-plan-id={plan.id}>
      {canEdit && (
        <Table.Td>
          <OrderButtons {...props} />
        </Table.Td>
      )}
      <Table.Td>
        <PlanName plan={plan} />
      </Table.Td>
      <Table.Td className="nowrap">
        <PlanStatusBadge status={plan.viewStatus} />
      </Table.Td>
      <Table.Td ta="right" className="nums nowrap">
        <Text size="sm" lh={1.35}>
          <Price cents={plan.pricing.monthly} per={t.perMonth} />
          <br />
          <Price cents={plan.pricing.annually} per={t.perYear} />
        </Text>
      </Table.Td>
      <Table.Td>
        <Members plan={plan} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          <RowActions {...props} />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
});

const PlanCard = memo(function PlanCard(props: RowProps) {
  const { plan, canEdit } = props;
  return (
    <Paper component="li" withBorder radius="lg" p="md" data-plan-id={plan.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <PlanName plan={plan} />
          <PlanStatusBadge status={plan.viewStatus} />
        </Group>
        <Group gap="lg" className="nums">
          <Text size="sm" fw={700}>
            <Price cents={plan.pricing.monthly} per={t.perMonth} />
          </Text>
          <Text size="sm" fw={700}>
            <Price cents={plan.pricing.annually} per={t.perYear} />
          </Text>
        </Group>
        <Members plan={plan} inline />
        <Group justify="space-between" gap="xs" style={{ rowGap: 10 }}>
          <Group gap="xs">
            <RowActions {...props} />
          </Group>
          {canEdit && <OrderButtons {...props} />}
        </Group>
      </Stack>
    </Paper>
  );
});

function PlanName({ plan }: { plan: Plan }) {
  const ages = t.ages(plan.minAge, plan.maxAge);
  return (
    <Stack gap={2} miw={0}>
      <Text fw={600} className="plan-name">
        {plan.planName}
      </Text>
      {plan.spanishName && (
        <Text size="xs" c="gray.7" lang="es">
          {t.spanishName(plan.spanishName)}
        </Text>
      )}
      {ages && (
        <Text size="xs" c="gray.7">
          {ages}
        </Text>
      )}
    </Stack>
  );
}

/** A price and its period; 0 reads as a dash (the plan is not sold for that period). */
function Price({ cents, per }: { cents: number; per: string }) {
  if (cents === 0) {
    return (
      <>
        <span aria-hidden>—</span>
        <VisuallyHidden>{t.notSold(per)}</VisuallyHidden>
      </>
    );
  }
  return (
    <>
      {formatMoney(cents)}
      <Text span size="xs" c="gray.7" fw={400}>
        {per}
      </Text>
    </>
  );
}

/** Members on the plan, monthly and annual: stacked in the table's narrow column, on one line on a card. */
function Members({ plan, inline = false }: { plan: Plan; inline?: boolean }) {
  return (
    <Stack gap={4} align="flex-start">
      <Text size="sm" className="nowrap" lh={1.35}>
        {t.membersMonthly(plan.memberCount.monthly)}
        {inline ? ' · ' : <br />}
        {t.membersAnnual(plan.memberCount.annually)}
        {inline && ` ${t.colMembers.toLowerCase()}`}
      </Text>
      {plan.changePendingCount > 0 && (
        <Tooltip label={t.changePendingHelp} multiline w={240} withArrow>
          <span>
            <StatusBadge tone="attention" size="sm">
              {t.changePending(plan.changePendingCount)}
            </StatusBadge>
          </span>
        </Tooltip>
      )}
    </Stack>
  );
}
