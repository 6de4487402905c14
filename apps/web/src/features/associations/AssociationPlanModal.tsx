import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { AssociationPlan, AssociationPlanFields } from '@mhq/contract';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call } from '../../app/api';
import { fieldErrorsOf, notifyError } from '../office-settings/use-office';

type Form = {
  name: string;
  description: string;
  ageGroup: 'adult' | 'child';
  monthly: string | number;
  annual: string | number;
  benefits: string[];
  discount: string | number;
};

const formOf = (p: AssociationPlan | null): Form => ({
  name: p?.name ?? '',
  description: p?.description ?? '',
  ageGroup: p?.ageGroup ?? 'adult',
  monthly: p?.monthlyCents == null ? '' : p.monthlyCents / 100,
  annual: p?.annualCents == null ? '' : p.annualCents / 100,
  benefits: p?.benefits.length ? p.benefits : [''],
  discount: p?.treatmentDiscountPercent ?? 0,
});

const centsOf = (v: string | number) => (v === '' ? null : Math.round(Number(v) * 100));

function bodyOf(f: Form): AssociationPlanFields {
  return {
    name: f.name,
    description: f.description,
    ageGroup: f.ageGroup,
    monthlyCents: centsOf(f.monthly),
    annualCents: centsOf(f.annual),
    benefits: f.benefits.map((b) => b.trim()).filter(Boolean),
    treatmentDiscountPercent: f.discount === '' ? 0 : Number(f.discount),
  };
}

/** Adds or edits a recommended plan. `plan` null: a new one. */
export function AssociationPlanModal({
  plan,
  opened,
  onClose,
}: {
  plan: AssociationPlan | null;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={plan ? `Edit ${plan.name}` : 'New recommended plan'} size="lg">
      {opened && <PlanForm key={plan?.id ?? 'new'} plan={plan} onClose={onClose} />}
    </Modal>
  );
}

function PlanForm({ plan, onClose }: { plan: AssociationPlan | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState(() => formOf(plan));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: () =>
      plan
        ? call('updateAssociationPlan', { params: { planId: plan.id }, body: bodyOf(form) })
        : call('createAssociationPlan', { body: bodyOf(form) }),
    onSuccess: (answer) => {
      queryClient.setQueryData(['association', 'plans'], (old: { canEdit: boolean } | undefined) => ({
        canEdit: old?.canEdit ?? true,
        plans: answer.plans,
      }));
      onClose();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate(undefined, {
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        notifyError(error);
      },
    });
  };
  const setBenefit = (i: number, value: string) =>
    setForm({ ...form, benefits: form.benefits.map((b, j) => (j === i ? value : b)) });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Plan name"
          required
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.currentTarget.value })}
          error={errors.name}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.currentTarget.value })}
          error={errors.description}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="age-group-label">
            For
          </Text>
          <SegmentedControl
            aria-labelledby="age-group-label"
            value={form.ageGroup}
            onChange={(v) => setForm({ ...form, ageGroup: v === 'child' ? 'child' : 'adult' })}
            data={[
              { value: 'adult', label: 'Adults' },
              { value: 'child', label: 'Children' },
            ]}
          />
        </div>
        <Group grow align="flex-start">
          <NumberInput
            label="Monthly price ($)"
            min={0}
            decimalScale={2}
            value={form.monthly}
            onChange={(v) => setForm({ ...form, monthly: v })}
            error={errors.monthlyCents}
          />
          <NumberInput
            label="Annual price ($)"
            min={0}
            decimalScale={2}
            value={form.annual}
            onChange={(v) => setForm({ ...form, annual: v })}
            error={errors.annualCents}
          />
        </Group>
        <Text size="xs" c="gray.7" mt={-6}>
          Give a monthly price, an annual one, or both.
        </Text>
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            What the plan includes
          </Text>
          {form.benefits.map((b, i) => (
            <Group key={`benefit-${i.toString()}`} gap="xs" wrap="nowrap">
              <TextInput
                flex={1}
                aria-label={`Benefit ${i + 1}`}
                placeholder="Two cleanings a year"
                value={b}
                onChange={(e) => setBenefit(i, e.currentTarget.value)}
                error={errors[`benefits.${i}`]}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Remove benefit ${i + 1}`}
                onClick={() => setForm({ ...form, benefits: form.benefits.filter((_, j) => j !== i) })}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setForm({ ...form, benefits: [...form.benefits, ''] })}
            disabled={form.benefits.length >= 20}
          >
            Add a benefit
          </Button>
        </Stack>
        <NumberInput
          label="Discount on other treatment (%)"
          min={0}
          max={50}
          allowDecimal={false}
          value={form.discount}
          onChange={(v) => setForm({ ...form, discount: v })}
          error={errors.treatmentDiscountPercent}
          maw={260}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {plan ? 'Save plan' : 'Add plan'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
