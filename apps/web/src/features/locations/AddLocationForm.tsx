import { Button, Group, MultiSelect, Stack, Text } from '@mantine/core';
import type { LocationSummary, PayoutChoice } from '@mhq/contract';
import { DEFAULT_HOURS } from '@mhq/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call } from '../../app/api';
import { tenant } from '../../app/tenant';
import { fieldErrorsOf, notifyError } from '../office-settings/use-office';
import { LocationFields, type LocationForm } from './LocationFields';
import { useAddLocation } from './locations-api';
import { locationsText } from './locations-texts';
import { PayoutChoiceFields } from './PayoutChoiceFields';

const EMPTY: LocationForm = {
  officeName: '',
  email: '',
  phone: '',
  address: { line1: '', line2: '', city: '', state: '', zip: '' },
  hours: DEFAULT_HOURS,
};

/** The add-location form (the owner's): details, hours, payouts, and who besides the owners works there. */
export function AddLocationForm({
  officeId,
  locations,
  onDone,
  onCancel,
}: {
  officeId: number;
  locations: LocationSummary[];
  onDone: (added: LocationSummary) => void;
  onCancel: () => void;
}) {
  const t = locationsText(tenant);
  const [form, setForm] = useState<LocationForm>(EMPTY);
  const [payout, setPayout] = useState<PayoutChoice>({ mode: 'own' });
  const [userIds, setUserIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddLocation(officeId);
  const team = useQuery({
    queryKey: ['locations', 'team', officeId],
    queryFn: ({ signal }) => call('manageUsers', { params: { id: officeId }, signal, successToast: false }),
  });
  const people = (team.data?.users ?? []).filter((u) => !u.isOwner && u.status !== 'deactivated');
  const connected = locations
    .filter((l) => l.status === 'open' && l.payout.kind === 'own')
    .map((l) => ({ id: l.id, name: l.name }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    add.mutate(
      { ...form, payout, userIds: userIds.map(Number) },
      {
        onSuccess: (data) => data.added && onDone(data.added),
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          notifyError(error);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t.addTitle}>
      <Stack gap="lg">
        <Text size="sm">{t.addIntro}</Text>
        <LocationFields t={t} form={form} onChange={setForm} errors={errors} />
        <PayoutChoiceFields
          t={t}
          value={payout}
          onChange={setPayout}
          connected={connected}
          error={errors['location.payout.fromLocationId'] ?? errors['payout.fromLocationId']}
        />
        <MultiSelect
          label={t.team}
          description={t.teamHint}
          data={people.map((u) => ({ value: String(u.userId), label: `${u.firstName} ${u.lastName}` }))}
          value={userIds}
          onChange={setUserIds}
          searchable
          clearable
          maw={480}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={add.isPending}>
            {t.addLocation}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
