import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { MemberCard, MemberSubscription } from '@mhq/contract';
import { formatMoney, formatUsDate, isDelinquent } from '@mhq/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../ui/format';
import { StatusBadge } from '../../ui/StatusBadge';
import { SUMMARY_TONES, statusTone, summaryLabel } from './member-tones';
import { membersText as t } from './members-texts';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/** The dates and waiting changes of a subscription, each in a short line. */
function subscriptionFacts(s: MemberSubscription): string[] {
  return [
    s.payor === 'office' ? t.officePaid : t.price(money(s.priceCents), s.term),
    t.since(formatDate(s.createdAt)),
    // A late or delinquent plan's renewal day is its unpaid period's first day, not a payment to come.
    s.nextRenewalOn && (s.status === 'past_due' || isDelinquent(s.status))
      ? t.unpaidSince(formatUsDate(s.nextRenewalOn))
      : s.nextRenewalOn && s.autoRenew && !s.endsOn
        ? t.nextPayment(formatUsDate(s.nextRenewalOn))
        : null,
    s.endsOn ? t.endsOn(formatUsDate(s.endsOn)) : null,
    s.canceledAt && !s.endsOn ? t.canceledOn(formatDate(s.canceledAt)) : null,
    s.pendingPlan ? t.pendingPlan(s.pendingPlan.planName, formatUsDate(s.pendingPlan.from)) : null,
    s.pendingPrice ? t.pendingPrice(money(s.pendingPrice.priceCents), formatUsDate(s.pendingPrice.from)) : null,
    s.feeDueCents > 0 ? t.feeDue(money(s.feeDueCents)) : null,
    // Went late (or delinquent) unpaid in the office: the payment is taken at the front desk.
    s.lateInOfficeOn ? t.payAtDesk(formatUsDate(s.lateInOfficeOn)) : null,
    !s.autoRenew && !s.endsOn ? t.autoRenewOff : null,
  ].filter((f): f is string => f !== null);
}

type Props = {
  members: readonly MemberCard[];
  focusId: number;
  linkTo: (memberId: number) => string;
  /** The actions of one subscription (a menu), when the caller may act. */
  subscriptionActions?: (member: MemberCard, subscription: MemberSubscription) => ReactNode;
  /** The actions of one member with no plan running. */
  memberActions?: (member: MemberCard) => ReactNode;
};

/** The household: the account owner first, each member with their plans, statuses and dates. */
export function HouseholdSection({ members, focusId, linkTo, subscriptionActions, memberActions }: Props) {
  return (
    <section aria-labelledby="household-title">
      <Title order={2} size="h4" id="household-title" mb="sm">
        {t.household}
      </Title>
      <Stack gap="sm">
        {members.map((m) => (
          <Paper
            key={m.memberId}
            withBorder
            radius="md"
            p="md"
            className={m.memberId === focusId ? 'member-card member-card-focus' : 'member-card'}
            aria-current={m.memberId === focusId ? 'true' : undefined}
          >
            <Group justify="space-between" align="flex-start" gap="xs">
              <div>
                {m.memberId === focusId ? (
                  <Text fw={700}>
                    {m.firstName} {m.lastName}
                  </Text>
                ) : (
                  <Anchor component={Link} to={linkTo(m.memberId)} fw={700}>
                    {m.firstName} {m.lastName}
                  </Anchor>
                )}
                <Text size="sm" c="gray.7">
                  {[
                    t.relationship[m.relationship] ?? m.relationship,
                    t.born(formatUsDate(m.birthDate)),
                    m.chartId ? t.chart(m.chartId) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              <Group gap="xs">
                <StatusBadge tone={SUMMARY_TONES[m.summaryStatus]}>
                  {summaryLabel(m.summaryStatus, m.subscriptions[0]?.status)}
                </StatusBadge>
                {memberActions?.(m)}
              </Group>
            </Group>
            {m.subscriptions.length === 0 ? (
              <Text size="sm" c="gray.7" mt="xs">
                {t.noPlans}
              </Text>
            ) : (
              <Stack gap="xs" mt="sm" component="ul" className="member-subscriptions">
                {m.subscriptions.map((s) => (
                  <li key={s.subscriptionId} className="member-subscription">
                    <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                      <div>
                        <Group gap="xs">
                          <Text fw={600}>{s.planName}</Text>
                          <StatusBadge tone={statusTone(s.status)} size="sm">
                            {s.statusLabel}
                          </StatusBadge>
                          {s.guaranteed && (
                            <StatusBadge tone="brand" size="sm">
                              {t.guaranteed}
                            </StatusBadge>
                          )}
                        </Group>
                        <Text size="sm" c="gray.7">
                          {subscriptionFacts(s).join(' · ')}
                        </Text>
                      </div>
                      {subscriptionActions?.(m, s)}
                    </Group>
                  </li>
                ))}
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
