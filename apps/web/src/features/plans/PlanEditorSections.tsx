import { SegmentedControl, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { PlanSettings } from '@mhq/contract';
import { canDisableFamilyDiscounts, formatMoney } from '@mhq/domain';
import type { ReactNode } from 'react';
import { type FieldPath, useController, useFormContext, useWatch } from 'react-hook-form';
import { tenant } from '../../app/tenant';
import { MoneyInput } from '../../ui/MoneyInput';
import type { PlanFormValues } from './plan-form';
import { plansText as t } from './plans-texts';

/** The error message of a field, nested names included ('priceCodes.0.code'). */
export function useFieldError(name: FieldPath<PlanFormValues>): string | undefined {
  const { getFieldState, formState } = useFormContext<PlanFormValues>();
  return getFieldState(name, formState).error?.message;
}

export function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <section className="editor-section">
      <Title order={3} size="h5" mb={lead ? 2 : 'sm'}>
        {title}
      </Title>
      {lead && (
        <Text size="sm" c="gray.7" mb="sm">
          {lead}
        </Text>
      )}
      {children}
    </section>
  );
}

type BoolName = {
  [K in keyof PlanFormValues]: PlanFormValues[K] extends boolean ? K : never;
}[keyof PlanFormValues];

export function SwitchField({ name, label, description }: { name: BoolName; label: string; description?: string }) {
  const { control } = useFormContext<PlanFormValues>();
  const { field } = useController({ control, name });
  return (
    <Switch
      ref={field.ref}
      name={field.name}
      checked={field.value}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      label={label}
      description={description}
    />
  );
}

type TextFieldProps = {
  name: keyof PlanFormValues;
  label: string;
  description?: string;
  required?: boolean;
  /** The field the editor focuses when it opens. */
  autofocus?: boolean;
};

function TextField({ name, label, description, required, autofocus }: TextFieldProps) {
  const { register } = useFormContext<PlanFormValues>();
  return (
    <TextInput
      label={label}
      description={description}
      required={required}
      error={useFieldError(name)}
      data-autofocus={autofocus || undefined}
      {...register(name)}
    />
  );
}

export function NamesSection() {
  const { register } = useFormContext<PlanFormValues>();
  return (
    <Section title={t.sectionNames}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="planName" label={t.planName} required autofocus />
        <TextField name="spanishName" label={t.planNameEs} />
        <Textarea label={t.description} autosize minRows={3} maxRows={8} {...register('description')} />
        <Textarea
          label={t.descriptionEs}
          autosize
          minRows={3}
          maxRows={8}
          lang="es"
          {...register('spanishDescription')}
        />
      </SimpleGrid>
      <Textarea
        mt="md"
        label={t.notes}
        description={t.notesHelp}
        autosize
        minRows={2}
        maxRows={6}
        {...register('notes')}
      />
    </Section>
  );
}

export function WhoSection() {
  const { control } = useFormContext<PlanFormValues>();
  const { field } = useController({ control, name: 'subscription_age_group' });
  return (
    <Section title={t.sectionWho}>
      <Stack gap="md">
        <fieldset className="group-fieldset">
          <legend>{t.ageGroup}</legend>
          <SegmentedControl
            mt={4}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            data={[
              { value: 'adult', label: t.adults },
              { value: 'child', label: t.children },
            ]}
          />
        </fieldset>
        <SimpleGrid cols={{ base: 2 }} spacing="md" maw={360}>
          <TextField name="minAge" label={t.minAge} description={t.ageHelp} />
          <TextField name="maxAge" label={t.maxAge} description={t.ageHelp} />
        </SimpleGrid>
        <SwitchField name="forUninsured" label={t.forUninsured} />
        <SwitchField name="forInsured" label={t.forInsured} />
      </Stack>
    </Section>
  );
}

export function VisibilitySection() {
  return (
    <Section title={t.sectionVisibility} lead={t.visibilityHelp}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <SwitchField name="showOnEnrollmentMonthly" label={t.showOnEnrollmentMonthly} />
        <SwitchField name="showOnEnrollmentAnnual" label={t.showOnEnrollmentAnnual} />
        <SwitchField name="showOnInternalEnrollmentMonthly" label={t.showOnInternalEnrollmentMonthly} />
        <SwitchField name="showOnInternalEnrollmentAnnual" label={t.showOnInternalEnrollmentAnnual} />
        <SwitchField name="showOnBC" label={t.showOnBC} />
      </SimpleGrid>
    </Section>
  );
}

export function ExtrasSection({ settings }: { settings: PlanSettings }) {
  const { register, control } = useFormContext<PlanFormValues>();
  const [group, disableFamily] = useWatch({ control, name: ['subscription_age_group', 'disableFamilyDiscounts'] });
  const amounts = settings.worryFree[group === 'child' ? 'child' : 'adult'];
  const feeError = useFieldError('activationFee');
  const discountErrors = {
    family_discount_two: useFieldError('family_discount_two'),
    family_discount_three: useFieldError('family_discount_three'),
    family_discount_four: useFieldError('family_discount_four'),
  };
  return (
    <Section title={t.sectionExtras}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SwitchField
            name="worryFreeMonth"
            label={t.worryFreeMonth}
            description={`+${formatMoney(amounts.monthly)}${t.perMonth}`}
          />
          <SwitchField
            name="worryFreeYear"
            label={t.worryFreeYear}
            description={`+${formatMoney(amounts.annual)}${t.perYear}`}
          />
        </SimpleGrid>
        <MoneyInput
          label={t.activationFee}
          description={t.activationFeeHelp}
          error={feeError}
          maw={360}
          {...register('activationFee')}
        />
        <fieldset className="group-fieldset" aria-describedby="family-discounts-help">
          <legend>{t.familyDiscounts}</legend>
          <Text size="xs" c="gray.7" mb={6} id="family-discounts-help">
            {t.familyDiscountsHelp}
          </Text>
          <SimpleGrid cols={3} spacing="sm" maw={420}>
            {(['family_discount_two', 'family_discount_three', 'family_discount_four'] as const).map((name, i) => (
              <TextInput
                key={name}
                label={t.family(i + 2)}
                inputMode="decimal"
                rightSection={<span aria-hidden>%</span>}
                readOnly={disableFamily}
                error={discountErrors[name]}
                {...register(name)}
              />
            ))}
          </SimpleGrid>
        </fieldset>
        <SwitchField name="disableGpp" label={t.disableGpp} />
        {(canDisableFamilyDiscounts(tenant) || disableFamily) && (
          <SwitchField name="disableFamilyDiscounts" label={t.disableFamilyDiscounts} />
        )}
      </Stack>
    </Section>
  );
}
