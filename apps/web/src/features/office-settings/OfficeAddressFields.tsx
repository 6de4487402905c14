import { NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { OfficeProfileFields } from '@mhq/contract';
import { US_STATES } from '@mhq/domain';

type Address = OfficeProfileFields['address'];

type Props = {
  address: Address;
  onChange: (key: keyof Address, value: string) => void;
  /** The field's message from the API, by key (`address.zip`). */
  errorOf: (key: string) => string | undefined;
  texts: { line1: string; line2: string; city: string; state: string; zip: string };
};

/** An office's street address: two lines, then city, state and ZIP, each with its message. */
export function OfficeAddressFields({ address, onChange, errorOf, texts: t }: Props) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t.line1}
          required
          value={address.line1}
          onChange={(e) => onChange('line1', e.currentTarget.value)}
          error={errorOf('address.line1')}
        />
        <TextInput
          label={t.line2}
          value={address.line2}
          onChange={(e) => onChange('line2', e.currentTarget.value)}
          error={errorOf('address.line2')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t.city}
          required
          value={address.city}
          onChange={(e) => onChange('city', e.currentTarget.value)}
          error={errorOf('address.city')}
        />
        <NativeSelect
          label={t.state}
          required
          value={address.state}
          onChange={(e) => onChange('state', e.currentTarget.value)}
          data={[{ value: '', label: '—' }, ...US_STATES.map((s) => ({ value: s.code, label: s.name }))]}
          error={errorOf('address.state')}
        />
        <TextInput
          label={t.zip}
          required
          inputMode="numeric"
          value={address.zip}
          onChange={(e) => onChange('zip', e.currentTarget.value)}
          error={errorOf('address.zip')}
        />
      </SimpleGrid>
    </Stack>
  );
}
