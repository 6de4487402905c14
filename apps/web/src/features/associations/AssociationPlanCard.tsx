import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { AssociationPlan } from '@mhq/contract';
import type { ReactNode } from 'react';
import { dollars } from './association-words';

/** One recommended plan as the association and its practices read it: prices, what it includes, the discount. */
export function AssociationPlanCard({ plan, actions }: { plan: AssociationPlan; actions?: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md" data-plan={plan.name} opacity={plan.active ? 1 : 0.75}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={3} size="h5">
              {plan.name}
            </Title>
            <Group gap={6} mt={2}>
              <Badge c="dark.7" variant="light" size="sm">
                {plan.ageGroup === 'child' ? 'Child' : 'Adult'}
              </Badge>
              {!plan.active && (
                <Badge c="dark.7" variant="light" color="gray" size="sm">
                  Retired
                </Badge>
              )}
            </Group>
          </div>
          <Text size="sm" fw={700} ta="right">
            {plan.monthlyCents !== null && `${dollars(plan.monthlyCents)}/mo`}
            {plan.monthlyCents !== null && plan.annualCents !== null && <br />}
            {plan.annualCents !== null && `${dollars(plan.annualCents)}/yr`}
          </Text>
        </Group>
        {plan.description && (
          <Text size="sm" c="gray.7">
            {plan.description}
          </Text>
        )}
        {plan.benefits.length > 0 && (
          <List size="sm" spacing={2}>
            {plan.benefits.map((b) => (
              <List.Item key={b}>{b}</List.Item>
            ))}
          </List>
        )}
        {plan.treatmentDiscountPercent > 0 && (
          <Text size="sm">{plan.treatmentDiscountPercent}% off other treatment</Text>
        )}
        {actions}
      </Stack>
    </Card>
  );
}
