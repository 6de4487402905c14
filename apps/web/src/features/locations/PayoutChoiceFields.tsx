import { NativeSelect, Radio, Stack, Text } from '@mantine/core';
import type { PayoutChoice } from '@mhq/contract';
import type { LocationsText } from './locations-texts';

type Option = { id: number; name: string };

/** Own payout account (connected later) or another location's, chosen among those with a connected account. */
export function PayoutChoiceFields({
  t,
  value,
  onChange,
  connected,
  error,
}: {
  t: LocationsText;
  value: PayoutChoice;
  onChange: (next: PayoutChoice) => void;
  connected: Option[];
  error?: string;
}) {
  const first = connected[0];
  return (
    <Radio.Group
      label={t.payoutTitle}
      value={value.mode}
      onChange={(mode) =>
        onChange(mode === 'shared' && first ? { mode: 'shared', fromLocationId: first.id } : { mode: 'own' })
      }
      error={error}
    >
      <Stack gap="xs" mt="xs">
        <Radio value="own" label={t.payoutOwnChoice} />
        <Radio value="shared" label={t.payoutSharedChoice} disabled={!first} />
        {!first && (
          <Text size="sm" c="gray.7">
            {t.noConnected}
          </Text>
        )}
        {value.mode === 'shared' && (
          <NativeSelect
            label={t.payoutFrom}
            value={String(value.fromLocationId)}
            onChange={(e) => onChange({ mode: 'shared', fromLocationId: Number(e.currentTarget.value) })}
            data={connected.map((l) => ({ value: String(l.id), label: l.name }))}
            maw={360}
          />
        )}
      </Stack>
    </Radio.Group>
  );
}
