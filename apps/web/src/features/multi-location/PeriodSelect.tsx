import { Select } from '@mantine/core';
import { MULTI_PERIODS, type MultiPeriod } from '@mhq/contract';
import { multiTexts as texts } from './multi-location-texts';

export const isPeriod = (value: string | null): value is MultiPeriod =>
  (MULTI_PERIODS as readonly string[]).includes(value ?? '');

/** The period the figures cover, in calendar months ending with this one. */
export function PeriodSelect({ value, onChange }: { value: MultiPeriod; onChange: (p: MultiPeriod) => void }) {
  return (
    <Select
      label={texts.periodLabel}
      value={value}
      onChange={(v) => isPeriod(v) && onChange(v)}
      data={MULTI_PERIODS.map((p) => ({ value: p, label: texts.periods[p] }))}
      allowDeselect={false}
      w={200}
      data-testid="period-select"
    />
  );
}
