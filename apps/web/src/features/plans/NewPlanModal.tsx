import { Alert, Anchor, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PlanSettings, PresetOffer } from '@mhq/contract';
import { formatMoney } from '@mhq/domain';
import { IconAlertCircle, IconPencilPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MoneyInput } from '../../ui/MoneyInput';
import { parseDollars } from './plan-form';
import { plansText as t } from './plans-texts';
import { notifyError } from './use-plan-actions';
import { type PlanMutations, settingsBody } from './use-plans';
import { feeBook } from './usual-fees';

type Props = {
  opened: boolean;
  onClose: () => void;
  presets: readonly PresetOffer[];
  settings: PlanSettings;
  mutations: PlanMutations;
  /** Opens the editor: from a preset, or empty when null. */
  onChoose: (preset: PresetOffer | null) => void;
  onEnterAllFees: () => void;
};

/** 'New plan': the brand's presets priced from the office's usual fees, or an empty plan. */
export function NewPlanModal({ opened, onClose, presets, settings, mutations, onChoose, onEnterAllFees }: Props) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const fees = feeBook(settings.priceCodes);
  return (
    <Modal opened={opened} onClose={onClose} title={t.newPlanTitle} size={960} fullScreen={phone}>
      <Text size="sm" c="gray.7" mb="md">
        {t.newPlanLead}{' '}
        <Anchor component="button" type="button" size="sm" onClick={onEnterAllFees}>
          {t.enterAllFees}
        </Anchor>
      </Text>
      <Paper withBorder radius="lg" p="md" mb="md" className="preset-card preset-card-scratch">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={3} size="h5">
              {t.fromScratch}
            </Title>
            <Text size="sm" c="gray.7">
              {t.fromScratchLead}
            </Text>
          </div>
          <Button
            variant="default"
            leftSection={<IconPencilPlus size={16} aria-hidden />}
            onClick={() => onChoose(null)}
          >
            {t.fromScratch}
          </Button>
        </Group>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {presets.map((preset) => (
          <PresetCard
            key={preset.presetType}
            preset={preset}
            missingName={
              preset.recommendedPricing.missingCode ? fees.nameOf(preset.recommendedPricing.missingCode) : ''
            }
            onChoose={() => onChoose(preset)}
            onSaveFee={(code, feeCents) =>
              mutations.saveFeeInPicker.mutateAsync(settingsBody(settings, { priceCodes: [{ code, feeCents }] }))
            }
          />
        ))}
      </SimpleGrid>
    </Modal>
  );
}

type CardProps = {
  preset: PresetOffer;
  missingName: string;
  onChoose: () => void;
  onSaveFee: (code: string, feeCents: number) => Promise<unknown>;
};

function PresetCard({ preset, missingName, onChoose, onSaveFee }: CardProps) {
  const pricing = preset.recommendedPricing;
  // Said on the card rather than in a toast, which would cover the picker's close button.
  const [savedFee, setSavedFee] = useState<string | null>(null);
  const saveFee = async (code: string, feeCents: number) => {
    await onSaveFee(code, feeCents);
    setSavedFee(code);
  };
  const ages = t.ages(preset.minAge, preset.maxAge);
  const priced = pricing.monthly !== null && pricing.annually !== null;
  return (
    <Paper withBorder radius="lg" p="md" className="preset-card" data-preset={preset.presetType}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5">
            {preset.name}
          </Title>
          {ages && (
            <Text size="xs" c="gray.7" ta="right">
              {ages}
            </Text>
          )}
        </Group>
        <Text size="sm" c="gray.7" lineClamp={4}>
          {preset.description}
        </Text>
        <div style={{ flex: 1 }} />
        {priced ? (
          <Stack gap={2}>
            <Text size="xs" fw={700} tt="uppercase" c="gray.7" lts={0.5}>
              {t.recommended}
            </Text>
            <Text fw={700} className="nums">
              {formatMoney(pricing.monthly ?? 0)}
              <Text span size="xs" c="gray.7" fw={400}>
                {t.perMonth}
              </Text>
              {' · '}
              {formatMoney(pricing.annually ?? 0)}
              <Text span size="xs" c="gray.7" fw={400}>
                {t.perYear}
              </Text>
            </Text>
            {pricing.savingsPerYearCents !== null && pricing.savingsPerYearCents > 0 && (
              <Text size="sm" className="positive-text" fw={600}>
                {t.savesPerYear(formatMoney(pricing.savingsPerYearCents))}
              </Text>
            )}
            {pricing.valueCents !== null && (
              <Text size="xs" c="gray.7">
                {t.valuePerYear(formatMoney(pricing.valueCents))}
              </Text>
            )}
          </Stack>
        ) : pricing.missingCode ? (
          <MissingFee code={pricing.missingCode} name={missingName} onSave={saveFee} />
        ) : null}
        {savedFee && (
          <Text size="xs" className="positive-text" fw={600} role="status">
            {t.feeSavedOnCard(savedFee)}
          </Text>
        )}
        <Text size="xs" c="gray.7">
          {t.minimum(formatMoney(preset.minimumMonthlyCents))}
        </Text>
        <Button onClick={onChoose}>{t.choosePreset(preset.name)}</Button>
      </Stack>
    </Paper>
  );
}

/** "Couldn't find the UCR Value": names the code and takes the fee right here. */
function MissingFee({
  code,
  name,
  onSave,
}: {
  code: string;
  name: string;
  onSave: (code: string, feeCents: number) => Promise<unknown>;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const cents = parseDollars(value);
    if (cents === null || cents === undefined || cents === 0) {
      setError(cents === null ? t.required : t.invalidAmount);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onSave(code, cents);
      setValue('');
    } catch (err) {
      notifyError(err);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertCircle size={18} aria-hidden />}
      title={t.missingFee}
      className="missing-fee"
      p="sm"
    >
      <Text size="sm" mb="xs">
        {t.missingFeeFor(code, name)}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <MoneyInput
            label={t.feeFor(code)}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={error}
            size="sm"
            style={{ flex: 1 }}
          />
          <Button type="submit" size="sm" mt={25} loading={saving} variant="filled">
            {t.saveFee}
          </Button>
        </Group>
      </form>
    </Alert>
  );
}
