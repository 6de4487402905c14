import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  descriptionIn,
  fullNameOf,
  money,
  type PortalMember,
  type PortalPlan,
  planNameIn,
  procedureNameIn,
  relationshipOf,
  SUMMARY_COLORS,
  usDate,
} from './household';
import { HOUSEHOLD_TEXTS } from './household-texts';
import { usePortalLang, usePortalTexts } from './portal-language';

/** What a plan covers: its procedures so many times a year, and the discount on other treatment. */
export function PlanCoverage({ plan }: { plan: PortalPlan }) {
  const t = usePortalTexts(HOUSEHOLD_TEXTS);
  const lang = usePortalLang();
  const description = descriptionIn(plan, lang);
  if (plan.includes.length === 0 && plan.treatmentDiscountPercent === null) {
    return description ? <Text size="sm">{description}</Text> : null;
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {t.covers}
      </Text>
      <List size="sm" spacing={2}>
        {plan.includes.map((c) => (
          <List.Item key={c.code}>{`${procedureNameIn(c, lang)}: ${t.timesAYear(c.quantity)}`}</List.Item>
        ))}
        {plan.treatmentDiscountPercent !== null && (
          <List.Item>{t.treatmentDiscount(plan.treatmentDiscountPercent)}</List.Item>
        )}
      </List>
    </Stack>
  );
}

/** One plan of a member: its name, status, price and the next payment, with what is about to change. */
function PlanSummary({ plan }: { plan: PortalPlan }) {
  const t = usePortalTexts(HOUSEHOLD_TEXTS);
  const lang = usePortalLang();
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={700}>{planNameIn(plan, lang)}</Text>
        <Text size="sm">{plan.payor === 'office' ? t.officePays : t.perTerm(money(plan.priceCents), plan.term)}</Text>
      </Group>
      {!['active', 'active_transferred'].includes(plan.status) && (
        <Text size="sm" c={plan.status === 'past_due' ? '#9a3412' : 'gray.8'} fw={600}>
          {t.status[plan.status]}
        </Text>
      )}
      <Text size="sm">
        <Text span fw={600}>
          {`${t.nextPayment}: `}
        </Text>
        {plan.nextPayment
          ? t.nextPaymentOn(money(plan.nextPayment.amountCents), usDate(plan.nextPayment.on))
          : t.noNextPayment}
      </Text>
      {plan.endsOn && (
        <Text size="sm" c="gray.8">
          {t.endsOn(usDate(plan.endsOn))}
        </Text>
      )}
      {plan.pendingPrice && (
        <Text size="sm" c="blue.9">
          {t.pendingPrice(money(plan.pendingPrice.priceCents), usDate(plan.pendingPrice.from))}
        </Text>
      )}
      {plan.pendingPlan && (
        <Text size="sm" c="blue.9">
          {t.pendingPlan(planNameIn(plan.pendingPlan, lang), usDate(plan.pendingPlan.from))}
        </Text>
      )}
      <PlanCoverage plan={plan} />
    </Stack>
  );
}

/**
 * A member of the household on the dashboard: who they are, their summary status, their plan and what it covers, and
 * the next payment. `actions` is the card's place for what the patient can do about this member (request a
 * cancellation...), given by the page.
 */
export function HouseholdMemberCard({ member, actions }: { member: PortalMember; actions?: ReactNode }) {
  const t = usePortalTexts(HOUSEHOLD_TEXTS);
  const titleId = `household-member-${member.memberId}`;
  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={0}>
            <Title order={3} size="h4" id={titleId}>
              {fullNameOf(member)}
            </Title>
            <Text size="sm" c="gray.7">
              {[relationshipOf(member, t), member.age !== null ? t.age(member.age) : null].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Badge color={SUMMARY_COLORS[member.summaryStatus]} variant="filled" style={{ flexShrink: 0 }}>
            {t.summary[member.summaryStatus]}
          </Badge>
        </Group>
        {member.plans.length === 0 ? (
          <Text size="sm">{t.noPlan}</Text>
        ) : (
          member.plans.map((plan) => <PlanSummary key={plan.subscriptionId} plan={plan} />)
        )}
        {actions && <Group gap="xs">{actions}</Group>}
      </Stack>
    </Card>
  );
}
