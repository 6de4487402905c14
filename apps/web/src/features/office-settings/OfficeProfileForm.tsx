import { Button, Group, NativeSelect, Paper, Pill, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { OfficeProfile, OfficeProfileFields } from '@mhq/contract';
import {
  dayInOrder,
  formatPhone,
  isValidSlug,
  OFFICE_PROFILE_MESSAGES as M,
  optionalHttpsUrl,
  SPECIALTIES,
  WEEKDAYS,
  type Weekday,
} from '@mhq/domain';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { tenant } from '../../app/tenant';
import { OfficeAddressFields } from './OfficeAddressFields';
import { OpeningHoursFields } from './OpeningHoursFields';
import { officeText as t } from './office-settings-texts';
import { fieldErrorsOf, notifyError, type useOfficeMutations } from './use-office';

type Props = { profile: OfficeProfile; mutations: ReturnType<typeof useOfficeMutations>; canEdit: boolean };

/** The profile as the form edits it: the fields the API takes, phone shown 3-3-4. */
export function fieldsOf(p: OfficeProfile): OfficeProfileFields {
  return {
    officeName: p.officeName,
    email: p.email ?? '',
    phone: p.phone ? formatPhone(p.phone) : '',
    address: p.address,
    hours: p.hours,
    specialtyId: p.specialtyId,
    services: p.services,
    bookingUrl: p.bookingUrl,
    slug: p.slug,
    pmsSystem: p.pmsSystem,
    marketplaceListed: p.marketplaceListed,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Name, contacts, address, hours, specialty, services, booking link and public address of the office. */
export function OfficeProfileForm({ profile, mutations, canEdit }: Props) {
  const [form, setForm] = useState<OfficeProfileFields>(() => fieldsOf(profile));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [service, setService] = useState('');
  const set = <K extends keyof OfficeProfileFields>(key: K, value: OfficeProfileFields[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setAddress = (key: keyof OfficeProfileFields['address'], value: string) =>
    setForm((f) => ({ ...f, address: { ...f.address, [key]: value } }));
  const setDay = (day: Weekday, patch: Partial<OfficeProfileFields['hours'][Weekday]>) =>
    setForm((f) => ({ ...f, hours: { ...f.hours, [day]: { ...f.hours[day], ...patch } } }));
  const err = (key: string) => errors[key];

  const trimmed = service.trim();
  const canAddService = trimmed.length > 0 && !form.services.some((s) => s.toLowerCase() === trimmed.toLowerCase());
  const addService = () => {
    if (!canAddService) return;
    set('services', [...form.services, trimmed]);
    setService('');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The API checks all of it again; these are the rules a person can fix before sending.
    const local: Record<string, string> = {};
    if (!isValidSlug(form.slug.trim())) local.slug = M.slugFormat;
    const booking = optionalHttpsUrl(form.bookingUrl);
    if (booking) local.bookingUrl = booking;
    for (const d of WEEKDAYS) if (!dayInOrder(form.hours[d.value])) local[`hours.${d.value}.to`] = M.hoursOrder;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    mutations.save.mutate(form, {
      onSuccess: (data) => setForm(fieldsOf(data.profile)),
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        notifyError(error);
      },
    });
  };

  const disabled = !canEdit;
  return (
    <form onSubmit={submit} noValidate aria-label={t.tabProfile}>
      <fieldset disabled={disabled} className="office-fieldset">
        <Stack gap="lg">
          <Section title={t.details}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t.officeName}
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
                placeholder="512-555-0142"
                value={form.phone}
                onChange={(e) => set('phone', e.currentTarget.value)}
                onBlur={(e) => set('phone', formatPhone(e.currentTarget.value))}
                error={err('phone')}
              />
            </SimpleGrid>
          </Section>

          <Section title={t.address}>
            <OfficeAddressFields
              address={form.address}
              onChange={setAddress}
              errorOf={err}
              texts={{ line1: t.line1, line2: t.line2, city: t.city, state: t.state, zip: t.zip }}
            />
          </Section>

          <Section title={t.hours}>
            <OpeningHoursFields
              hours={form.hours}
              onDayChange={setDay}
              errorOf={err}
              texts={{ open: t.open, closed: t.closed, from: t.from, to: t.to }}
            />
          </Section>

          <Section title={t.care}>
            <Stack gap="sm">
              <NativeSelect
                label={t.specialty}
                value={form.specialtyId === null ? '' : String(form.specialtyId)}
                onChange={(e) => set('specialtyId', e.currentTarget.value ? Number(e.currentTarget.value) : null)}
                data={[
                  { value: '', label: t.noSpecialty },
                  ...SPECIALTIES[tenant.id].map((s) => ({ value: String(s.id), label: s.name })),
                ]}
                error={err('specialtyId')}
                maw={360}
              />
              <Group gap="xs" align="flex-end" wrap="nowrap" maw={480}>
                <TextInput
                  label={t.services}
                  description={t.servicesHint}
                  value={service}
                  onChange={(e) => setService(e.currentTarget.value)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      addService();
                    }
                  }}
                  error={err('services')}
                  style={{ flex: 1 }}
                  maxLength={80}
                />
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  onClick={addService}
                  disabled={!canAddService}
                >
                  {t.addService}
                </Button>
              </Group>
              {form.services.length > 0 && (
                <Group gap="xs" aria-label={t.servicesList} role="list">
                  {form.services.map((s) => (
                    <Pill
                      key={s}
                      role="listitem"
                      size="md"
                      withRemoveButton={canEdit}
                      removeButtonProps={{ 'aria-label': t.removeService(s) }}
                      onRemove={() =>
                        set(
                          'services',
                          form.services.filter((x) => x !== s),
                        )
                      }
                    >
                      {s}
                    </Pill>
                  ))}
                </Group>
              )}
            </Stack>
          </Section>

          <Section title={t.links}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t.bookingUrl}
                description={t.bookingHint}
                type="url"
                placeholder="https://"
                value={form.bookingUrl}
                onChange={(e) => set('bookingUrl', e.currentTarget.value)}
                error={err('bookingUrl')}
              />
              <TextInput
                label={t.slug}
                description={`${t.slugHint} ${window.location.origin}/signup/${form.slug || '…'}`}
                required
                value={form.slug}
                onChange={(e) => set('slug', e.currentTarget.value.toLowerCase())}
                error={err('slug')}
              />
            </SimpleGrid>
            <Switch
              mt="md"
              label={t.marketplaceListed}
              description={t.marketplaceHint}
              checked={form.marketplaceListed ?? true}
              onChange={(e) => set('marketplaceListed', e.currentTarget.checked)}
            />
          </Section>

          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={mutations.save.isPending}>
                {t.save}
              </Button>
            </Group>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}
