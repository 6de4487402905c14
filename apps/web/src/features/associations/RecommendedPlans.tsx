import { Button, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { AssociationPlan } from '@mhq/contract';
import { IconCopyPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';
import { dollarsText, type PlanFormValues } from '../plans/plan-form';
import { AssociationPlanCard } from './AssociationPlanCard';

/**
 * A practice's own plan started from its association's recommendation: the name, age group and prices as
 * recommended; what it includes and the treatment discount written into the description, which the practice then edits
 * (the included care by procedure code is the practice's own to set, from its usual fees).
 */
export function prefillFrom(plan: AssociationPlan, association: string): Partial<PlanFormValues> {
  const lines = [
    plan.description,
    ...plan.benefits.map((b) => `• ${b}`),
    plan.treatmentDiscountPercent > 0 ? `${plan.treatmentDiscountPercent}% off other treatment` : '',
  ].filter(Boolean);
  return {
    planName: plan.name,
    description: lines.join('\n'),
    subscription_age_group: plan.ageGroup,
    ...(plan.monthlyCents !== null ? { monthly: dollarsText(plan.monthlyCents) } : {}),
    ...(plan.annualCents !== null ? { annually: dollarsText(plan.annualCents) } : {}),
    notes: `Started from ${association}'s recommended plan.`,
  };
}

/** 'Recommended by {association}' on the office's plans page: shown only when its association recommends some. */
export function RecommendedPlans({
  officeId,
  canEdit,
  onUse,
}: {
  officeId: number;
  canEdit: boolean;
  onUse: (prefill: Partial<PlanFormValues>) => void;
}) {
  const recommended = useQuery({
    queryKey: ['plans', officeId, 'association-plans'],
    queryFn: ({ signal }) => call('officeAssociationPlans', { params: { id: officeId }, signal }),
    staleTime: 60_000,
  });
  const data = recommended.data;
  if (!data?.association || data.plans.length === 0) return null;
  const name = data.association.name;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      mt="lg"
      component="section"
      aria-labelledby="recommended-plans"
      data-testid="recommended-plans"
    >
      <Title order={2} size="h4" id="recommended-plans">
        Recommended by {name}
      </Title>
      <Text size="sm" c="gray.7" mb="md">
        Your association suggests these plans. Start one of your own from any of them and adjust it to your practice.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {data.plans.map((p) => (
          <AssociationPlanCard
            key={p.id}
            plan={p}
            actions={
              canEdit && (
                <Button
                  size="xs"
                  variant="light"
                  mt="xs"
                  w="fit-content"
                  leftSection={<IconCopyPlus size={14} aria-hidden />}
                  onClick={() => onUse(prefillFrom(p, name))}
                  aria-label={`Use ${p.name}`}
                >
                  Use this plan
                </Button>
              )
            }
          />
        ))}
      </SimpleGrid>
    </Paper>
  );
}
