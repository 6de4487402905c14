import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { annualMinimumCents, formatMoney, formulaOf, recommendedPricing } from '@mhq/domain';
import { IconSparkles } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { MoneyInput } from '../../ui/MoneyInput';
import { Section, useFieldError } from './PlanEditorSections';
import {
  careValue,
  dollarsText,
  includedCare,
  minimumApplies,
  type PlanFormValues,
  parseDollars,
  priceProblems,
} from './plan-form';
import { plansText as t } from './plans-texts';
import type { FeeBook } from './usual-fees';

type PriceProps = {
  minimumMonthlyCents: number;
  fees: FeeBook;
  /** The plan has members: its price changes only through Change price. */
  locked: boolean;
  /** The plan edited (null for a new one): whether its price is held to the minimums (minimumApplies). */
  plan: { viewStatus: string; pricing: { monthly: number; annually: number } } | null;
  onChangePrice?: () => void;
};

export function PriceSection({ minimumMonthlyCents, fees, locked, plan, onChangePrice }: PriceProps) {
  const { register, setValue, control } = useFormContext<PlanFormValues>();
  const [monthly, annually, rows] = useWatch({ control, name: ['monthly', 'annually', 'priceCodes'] });
  const monthlyError = useFieldError('monthly');
  const annualError = useFieldError('annually');
  const care = careValue(rows, fees.usualFees);
  const annualCents = parseDollars(annually);
  // The minimum's message shows as the price is typed, not only when saving or publishing; a draft kept at an older
  // price below it may still be saved as it is, and is told that publishing waits for it.
  const live = locked
    ? {}
    : priceProblems({ monthly: parseDollars(monthly) ?? null, annually: annualCents ?? null }, minimumMonthlyCents);
  const keptBelowMinimum = Object.keys(live).length > 0 && !minimumApplies(plan, { monthly, annually });
  // The price recommended for the care as it is listed now, by the same rule the server prices presets with.
  const recommended = recommendedPricing(formulaOf(includedCare(rows)), fees.usualFees, minimumMonthlyCents);
  const canRecommend = recommended.monthly !== null && recommended.annually !== null;

  const useRecommended = () => {
    if (recommended.monthly === null || recommended.annually === null) return;
    setValue('monthly', dollarsText(recommended.monthly), { shouldDirty: true, shouldValidate: true });
    setValue('annually', dollarsText(recommended.annually), { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Section title={t.sectionPrice}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <MoneyInput
          label={t.monthlyPrice}
          description={t.minimumHelp(formatMoney(minimumMonthlyCents))}
          required
          readOnly={locked}
          variant={locked ? 'filled' : 'default'}
          error={monthlyError ?? live.monthly}
          {...register('monthly')}
        />
        <MoneyInput
          label={t.annualPrice}
          description={t.annualHelp(formatMoney(annualMinimumCents(minimumMonthlyCents)))}
          required
          readOnly={locked}
          variant={locked ? 'filled' : 'default'}
          error={annualError ?? live.annually}
          {...register('annually')}
        />
      </SimpleGrid>
      {locked ? (
        <Paper radius="md" p="sm" mt="sm" className="price-note">
          <Group justify="space-between" gap="sm">
            <Text size="sm" style={{ flex: 1, minWidth: 200 }}>
              {t.priceLocked}
            </Text>
            {onChangePrice && (
              <Button size="xs" variant="default" onClick={onChangePrice}>
                {t.changePrice}
              </Button>
            )}
          </Group>
        </Paper>
      ) : (
        <Paper radius="md" p="sm" mt="sm" className="price-note">
          <Stack gap={6}>
            {canRecommend ? (
              <Group justify="space-between" gap="sm">
                <Text size="sm" style={{ flex: 1, minWidth: 200 }}>
                  {t.recommendedLine(formatMoney(recommended.monthly ?? 0), formatMoney(recommended.annually ?? 0))}
                </Text>
                <Button size="xs" leftSection={<IconSparkles size={14} aria-hidden />} onClick={useRecommended}>
                  {t.useRecommended}
                </Button>
              </Group>
            ) : (
              <Text size="sm">
                {recommended.missingCode ? t.recommendedUnavailable(recommended.missingCode) : t.recommendedNeedsCare}
              </Text>
            )}
          </Stack>
        </Paper>
      )}
      {keptBelowMinimum && (
        <Text size="sm" className="warning-text" mt="xs" role="status">
          {t.draftBelowMinimum}
        </Text>
      )}
      <SavingsLine valueCents={care.missingCode ? null : care.valueCents} annualCents={annualCents ?? null} />
    </Section>
  );
}

/** What a member on the annual price saves against the usual fees of the included care, as typed. */
function SavingsLine({ valueCents, annualCents }: { valueCents: number | null; annualCents: number | null }) {
  if (valueCents === null || valueCents === 0 || annualCents === null) return null;
  const savings = valueCents - annualCents;
  return (
    <Text
      size="sm"
      mt="xs"
      c={savings > 0 ? undefined : 'gray.7'}
      className={savings > 0 ? 'positive-text' : undefined}
      fw={savings > 0 ? 600 : 400}
      aria-live="polite"
    >
      {savings > 0
        ? t.savingsLine(formatMoney(savings), formatMoney(valueCents))
        : t.noSavingsLine(formatMoney(valueCents))}
    </Text>
  );
}
