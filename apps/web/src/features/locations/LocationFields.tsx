import { SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { OfficeProfileFields } from '@mhq/contract';
import { formatPhone, type Weekday } from '@mhq/domain';
import { OfficeAddressFields } from '../office-settings/OfficeAddressFields';
import { OpeningHoursFields } from '../office-settings/OpeningHoursFields';
import type { LocationsText } from './locations-texts';

/** The part of a location both the add form and the edit page take: name, contacts, address and hours. */
export type LocationForm = Pick<OfficeProfileFields, 'officeName' | 'email' | 'phone' | 'address' | 'hours'>;

type Props = {
  t: LocationsText;
  form: LocationForm;
  onChange: (next: LocationForm) => void;
  errors: Record<string, string>;
};

/** Name, email, phone, address and opening hours of a location, with the API's field messages beside each. */
export function LocationFields({ t, form, onChange, errors }: Props) {
  const set = <K extends keyof LocationForm>(key: K, value: LocationForm[K]) => onChange({ ...form, [key]: value });
  const setAddress = (key: keyof LocationForm['address'], value: string) =>
    onChange({ ...form, address: { ...form.address, [key]: value } });
  const setDay = (day: Weekday, patch: Partial<LocationForm['hours'][Weekday]>) =>
    onChange({ ...form, hours: { ...form.hours, [day]: { ...form.hours[day], ...patch } } });
  const err = (key: string) => errors[key] ?? errors[`location.${key}`] ?? errors[`profile.${key}`];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t.name}
          required
          value={form.officeName}
          onChange={(e) => set('officeName', e.currentTarget.value)}
          error={err('officeName')}
        />
        <TextInput
          label={t.email}
          type="email"
          required
          value={form.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={err('email')}
        />
        <TextInput
          label={t.phone}
          type="tel"
          required
          placeholder="619-555-0142"
          value={form.phone}
          onChange={(e) => set('phone', e.currentTarget.value)}
          onBlur={(e) => set('phone', formatPhone(e.currentTarget.value))}
          error={err('phone')}
        />
      </SimpleGrid>
      <OfficeAddressFields
        address={form.address}
        onChange={setAddress}
        errorOf={err}
        texts={{ line1: t.line1, line2: t.line2, city: t.city, state: t.state, zip: t.zip }}
      />
      <Title order={3} size="h5">
        {t.hours}
      </Title>
      <OpeningHoursFields
        hours={form.hours}
        onDayChange={setDay}
        errorOf={err}
        texts={{ open: t.dayOpen, closed: t.dayClosed, from: t.from, to: t.to }}
        timeWidth={120}
        gap={6}
      />
    </Stack>
  );
}
