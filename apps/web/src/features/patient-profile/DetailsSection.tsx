import { Alert, Button, Grid, Group, Paper, Select, Text, TextInput, Title } from '@mantine/core';
import type { PatientProfile } from '@mhq/contract';
import { formatPhone, US_STATES } from '@mhq/domain';
import { type FormEvent, useState } from 'react';
import { call } from '../../app/api';
import { usePortalLang, usePortalTexts } from '../portal/portal-language';
import { CityZipLookup } from '../signup/AddressFields';
import { fieldErrorsIn, useErrorText, useProfileChange } from './patient-profile-api';
import { PROFILE_TEXTS } from './patient-profile-texts';

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));
const NO_ADDRESS = { line1: '', line2: '', city: '', state: '', zip: '' };

/** Name, mobile phone and home address, with the city-or-ZIP search the enrolment and sign-up forms use. */
export function DetailsSection({ profile }: { profile: PatientProfile }) {
  const t = usePortalTexts(PROFILE_TEXTS);
  const lang = usePortalLang();
  const errorText = useErrorText();
  const [form, setForm] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ? formatPhone(profile.phone) : '',
    address: profile.address ?? NO_ADDRESS,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useProfileChange((body: typeof form) => call('updatePatientDetails', { body }));
  const setAddress = (part: Partial<typeof form.address>) =>
    setForm({ ...form, address: { ...form.address, ...part } });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    save.mutate(form, { onError: (error) => setErrors(fieldErrorsIn(lang, error)) });
  };
  const field = (name: string) => errors[name];

  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate aria-labelledby="details-title">
      <Title order={2} size="h4" id="details-title">
        {t.details}
      </Title>
      <Text size="sm" c="gray.7" mt={4} mb="md">
        {t.detailsLead}
      </Text>
      {save.isError && Object.keys(errors).length === 0 && (
        <Alert color="red" mb="md" role="alert">
          {errorText(save.error)}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t.firstName}
            autoComplete="given-name"
            required
            value={form.firstName}
            onChange={(e) => setForm({ ...form, firstName: e.currentTarget.value })}
            error={field('firstName')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t.lastName}
            autoComplete="family-name"
            required
            value={form.lastName}
            onChange={(e) => setForm({ ...form, lastName: e.currentTarget.value })}
            error={field('lastName')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t.mobile}
            description={t.mobileHint}
            type="tel"
            autoComplete="tel-national"
            required
            value={form.phone}
            onChange={(e) => setForm({ ...form, phone: e.currentTarget.value })}
            onBlur={(e) => setForm({ ...form, phone: formatPhone(e.currentTarget.value) })}
            error={field('phone')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={t.line1}
            autoComplete="address-line1"
            required
            value={form.address.line1}
            onChange={(e) => setAddress({ line1: e.currentTarget.value })}
            error={field('address.line1')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={t.line2}
            autoComplete="address-line2"
            value={form.address.line2}
            onChange={(e) => setAddress({ line2: e.currentTarget.value })}
            error={field('address.line2')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <CityZipLookup
            label={t.cityOrZip}
            description={t.cityOrZipHint}
            onPick={(s) => setAddress({ city: s.city, state: s.state, zip: s.zip })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 5 }}>
          <TextInput
            label={t.city}
            autoComplete="address-level2"
            required
            value={form.address.city}
            onChange={(e) => setAddress({ city: e.currentTarget.value })}
            error={field('address.city')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 7, sm: 4 }}>
          <Select
            label={t.state}
            data={STATE_OPTIONS}
            searchable
            required
            autoComplete="address-level1"
            value={form.address.state || null}
            onChange={(v) => setAddress({ state: v ?? '' })}
            error={field('address.state') ? t.chooseState : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 3 }}>
          <TextInput
            label={t.zip}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            value={form.address.zip}
            onChange={(e) => setAddress({ zip: e.currentTarget.value })}
            error={field('address.zip')}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={save.isPending}>
          {t.saveDetails}
        </Button>
      </Group>
    </Paper>
  );
}
