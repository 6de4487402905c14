import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney } from '@mhq/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Section, useFieldError } from './PlanEditorSections';
import { careValue, type PlanFormValues } from './plan-form';
import { plansText as t } from './plans-texts';
import type { FeeBook } from './usual-fees';

export function CareSection({ fees, codes }: { fees: FeeBook; codes: readonly string[] }) {
  const { control, register } = useFormContext<PlanFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'priceCodes' });
  const rows = useWatch({ control, name: 'priceCodes' });
  const care = careValue(rows, fees.usualFees);
  const used = new Set(rows.map((r) => r.code));
  const options = (current: string) =>
    [...new Set([...codes, ...(current ? [current] : [])])].map((code) => ({
      value: code,
      label: fees.nameOf(code) ? `${code} · ${fees.nameOf(code)}` : code,
    }));

  return (
    <Section title={t.sectionCare} lead={t.careHelp}>
      <Stack gap="xs">
        {fields.map((field, index) => {
          const row = rows[index] ?? { code: '', quantity: '' };
          const fee = row.code ? fees.feeOf(row.code) : null;
          const quantity = Number(row.quantity);
          return (
            <Group key={field.id} gap="xs" align="flex-end" wrap="wrap" className="care-row">
              <NativeSelect
                label={t.procedure}
                data={options(row.code)}
                style={{ flex: '1 1 220px' }}
                {...register(`priceCodes.${index}.code`)}
              />
              <CareQuantity index={index} />
              <Text size="sm" c="gray.7" className="care-value nums">
                {fee === null
                  ? t.noFee
                  : t.lineValue(
                      formatMoney(fee),
                      Number.isInteger(quantity) && quantity > 0 ? formatMoney(fee * quantity) : '—',
                    )}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red.9"
                size="lg"
                mb={2}
                aria-label={t.removeProcedure(row.code || String(index + 1))}
                onClick={() => remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        <Group justify="space-between" mt="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => append({ code: codes.find((c) => !used.has(c)) ?? codes[0] ?? '', quantity: '1' })}
          >
            {t.addProcedure}
          </Button>
          {care.missingCode ? (
            <Text size="sm" className="warning-text">
              {t.recommendedUnavailable(care.missingCode)}
            </Text>
          ) : (
            care.valueCents > 0 && (
              <Text size="sm" fw={600}>
                {t.careTotal(formatMoney(care.valueCents))}
              </Text>
            )
          )}
        </Group>
      </Stack>
    </Section>
  );
}

function CareQuantity({ index }: { index: number }) {
  const { register } = useFormContext<PlanFormValues>();
  const error = useFieldError(`priceCodes.${index}.quantity`);
  return (
    <TextInput
      label={t.quantity}
      inputMode="numeric"
      w={96}
      error={error}
      {...register(`priceCodes.${index}.quantity`)}
    />
  );
}
