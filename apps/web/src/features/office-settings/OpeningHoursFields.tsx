import { Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { OfficeProfileFields } from '@mhq/contract';
import { WEEKDAYS, type Weekday } from '@mhq/domain';

type Hours = OfficeProfileFields['hours'];

type Props = {
  hours: Hours;
  onDayChange: (day: Weekday, patch: Partial<Hours[Weekday]>) => void;
  /** The field's message from the API or the form's own check, by key (`hours.monday.to`). */
  errorOf: (key: string) => string | undefined;
  texts: { open: string; closed: string; from: string; to: string };
  /** The width of each time field. */
  timeWidth?: number;
  gap?: 'xs' | number;
};

/** A week of opening hours: each day open or closed, and from when to when, with the day's message beside it. */
export function OpeningHoursFields({ hours, onDayChange, errorOf, texts: t, timeWidth = 130, gap = 'xs' }: Props) {
  return (
    <Stack gap={gap}>
      {WEEKDAYS.map((d) => {
        const day = hours[d.value];
        const dayError = errorOf(`hours.${d.value}.to`) ?? errorOf(`hours.${d.value}.from`);
        return (
          <Group key={d.value} gap="sm" wrap="wrap" className="hours-row">
            <Text w={96} fw={500} id={`day-${d.value}`}>
              {d.label}
            </Text>
            <Switch
              checked={day.open}
              onChange={(e) => onDayChange(d.value, { open: e.currentTarget.checked })}
              label={day.open ? t.open : t.closed}
              aria-label={`${d.label}: ${t.open}`}
              w={96}
            />
            {day.open && (
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  type="time"
                  aria-label={`${d.label} ${t.from}`}
                  value={day.from}
                  onChange={(e) => onDayChange(d.value, { from: e.currentTarget.value })}
                  w={timeWidth}
                />
                <Text c="gray.7" aria-hidden>
                  –
                </Text>
                <TextInput
                  type="time"
                  aria-label={`${d.label} ${t.to}`}
                  value={day.to}
                  onChange={(e) => onDayChange(d.value, { to: e.currentTarget.value })}
                  w={timeWidth}
                />
              </Group>
            )}
            {dayError && (
              <Text c="red.8" size="sm" role="alert">
                {dayError}
              </Text>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
