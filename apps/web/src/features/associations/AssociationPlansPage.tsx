import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AssociationPlan } from '@mhq/contract';
import { IconArrowDown, IconArrowUp, IconEye, IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../app/api';
import { ListStates } from '../../ui/ListStates';
import { PageHeader } from '../../ui/PageHeader';
import { notifyError } from '../office-settings/use-office';
import { AssociationPlanCard } from './AssociationPlanCard';
import { AssociationPlanModal } from './AssociationPlanModal';
import { brand } from './association-words';

const PLANS_KEY = ['association', 'plans'] as const;

/** /associations/custom-membership: the plans the association recommends to its practices. */
export function AssociationPlansPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AssociationPlan | 'new' | null>(null);
  const plans = useQuery({ queryKey: PLANS_KEY, queryFn: ({ signal }) => call('associationPlans', { signal }) });
  const all = plans.data?.plans ?? [];
  const active = all.filter((p) => p.active);
  const retired = all.filter((p) => !p.active);
  const canEdit = plans.data?.canEdit ?? false;
  const put = (answer: { plans: AssociationPlan[] }) =>
    queryClient.setQueryData(PLANS_KEY, { canEdit, plans: answer.plans });
  const sort = useMutation({
    mutationFn: (ids: number[]) => call('sortAssociationPlans', { body: { ids } }),
    onSuccess: put,
    onError: notifyError,
  });
  const setActive = useMutation({
    mutationFn: (v: { id: number; active: boolean }) =>
      call('setAssociationPlanActive', { params: { planId: v.id }, body: { active: v.active } }),
    onSuccess: put,
    onError: notifyError,
  });
  const move = (index: number, by: -1 | 1) => {
    const ids = active.map((p) => p.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    sort.mutate(ids);
  };
  const busy = sort.isPending || setActive.isPending;
  return (
    <>
      <PageHeader
        eyebrow="Association"
        title="Recommended plans"
        subtitle={`Membership plans your association recommends. Your ${brand.field} practices see them on their plans page and can start a plan of their own from one.`}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              New plan
            </Button>
          )
        }
      />
      {plans.data && !canEdit && (
        <Alert variant="light" color="gray" icon={<IconEye size={18} aria-hidden />} mb="md">
          You can see your association's recommended plans; its managers change them.
        </Alert>
      )}
      <ListStates
        query={plans}
        loading="Loading plans"
        failed="Plans could not be loaded"
        isEmpty={!!plans.data && all.length === 0}
        empty="No recommended plan yet. Add one your practices can start from."
      />
      <Stack gap="lg">
        {active.length > 0 && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {active.map((p, i) => (
              <AssociationPlanCard
                key={p.id}
                plan={p}
                actions={
                  canEdit && (
                    <Group gap="xs" mt="xs">
                      <Button size="xs" variant="default" onClick={() => setEditing(p)}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Move ${p.name} up`}
                        disabled={busy || i === 0}
                        onClick={() => move(i, -1)}
                      >
                        <IconArrowUp size={14} aria-hidden />
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Move ${p.name} down`}
                        disabled={busy || i === active.length - 1}
                        onClick={() => move(i, 1)}
                      >
                        <IconArrowDown size={14} aria-hidden />
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        disabled={busy}
                        onClick={() => setActive.mutate({ id: p.id, active: false })}
                      >
                        Retire
                      </Button>
                    </Group>
                  )
                }
              />
            ))}
          </SimpleGrid>
        )}
        {retired.length > 0 && (
          <div>
            <Title order={2} size="h4" mb={4}>
              Retired
            </Title>
            <Text size="sm" c="gray.7" mb="sm">
              Your practices no longer see these.
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {retired.map((p) => (
                <AssociationPlanCard
                  key={p.id}
                  plan={p}
                  actions={
                    canEdit && (
                      <Group gap="xs" mt="xs">
                        <Button
                          size="xs"
                          variant="default"
                          disabled={busy}
                          onClick={() => setActive.mutate({ id: p.id, active: true })}
                        >
                          Recommend again
                        </Button>
                      </Group>
                    )
                  }
                />
              ))}
            </SimpleGrid>
          </div>
        )}
      </Stack>
      <AssociationPlanModal
        opened={editing !== null}
        plan={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
    </>
  );
}
