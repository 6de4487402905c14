import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Plan } from '@mhq/contract';
import { annualMinimumCents, formatMoney } from '@mhq/domain';
import { IconInfoCircle, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { MoneyInput } from '../../ui/MoneyInput';
import { checkNewPrice, dollarsText } from './plan-form';
import { plansText as t } from './plans-texts';
import { memberTotal, notifyError } from './use-plan-actions';
import type { PlanMutations } from './use-plans';

type Props = { plan: Plan | null; onClose: () => void; mutations: PlanMutations };

/**
 * Change a plan's price. Says what happens before it happens: new members pay the new price at once, current
 * members keep theirs until a renewal at least 30 days after their notice mail, and how many will be mailed.
 */
export function ChangePriceModal({ plan, onClose, mutations }: Props) {
  return (
    <Modal opened={plan !== null} onClose={onClose} title={plan ? t.changePriceTitle(plan.planName) : ''} size="lg">
      {plan && <ChangePriceForm key={plan.id} plan={plan} onClose={onClose} mutations={mutations} />}
    </Modal>
  );
}

function ChangePriceForm({ plan, onClose, mutations }: { plan: Plan; onClose: () => void; mutations: PlanMutations }) {
  const [monthly, setMonthly] = useState(dollarsText(plan.pricing.monthly));
  const [annually, setAnnually] = useState(dollarsText(plan.pricing.annually));
  const [errors, setErrors] = useState<{ monthly?: string; annually?: string; form?: string }>({});
  const [saving, setSaving] = useState(false);
  const members = memberTotal(plan);

  const submit = async () => {
    const checked = checkNewPrice(plan, { monthly, annually }, t);
    setErrors(checked.errors);
    if (!checked.pricing) return;
    setSaving(true);
    try {
      await mutations.changePrice.mutateAsync({ planId: plan.id, pricing: checked.pricing });
      onClose();
    } catch (error) {
      notifyError(error);
      if (error instanceof ApiError) {
        const fields = ((error.body as { errors?: Record<string, string> } | null)?.errors ?? {}) as Record<
          string,
          string
        >;
        setErrors({
          monthly: fields['pricing.monthly'],
          annually: fields['pricing.annually'],
          form: error.message,
        });
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t.currentPrice(formatMoney(plan.pricing.monthly), formatMoney(plan.pricing.annually))}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <MoneyInput
            label={t.newMonthly}
            description={t.minimumHelp(formatMoney(plan.minimumMonthlyCents))}
            value={monthly}
            onChange={(e) => setMonthly(e.currentTarget.value)}
            error={errors.monthly}
            required
            data-autofocus
          />
          <MoneyInput
            label={t.newAnnual}
            description={t.annualHelp(formatMoney(annualMinimumCents(plan.minimumMonthlyCents)))}
            value={annually}
            onChange={(e) => setAnnually(e.currentTarget.value)}
            error={errors.annually}
            required
          />
        </SimpleGrid>
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />} className="calm-alert">
          <Text size="sm">{t.changePriceHow}</Text>
        </Alert>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconMail size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" fw={600}>
            {t.willNotify(members)}
          </Text>
        </Group>
        {errors.form && (
          <Text size="sm" c="red.9" role="alert">
            {errors.form}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {t.changePriceButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
