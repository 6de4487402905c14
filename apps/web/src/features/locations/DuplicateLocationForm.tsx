import { Alert, Button, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { DuplicateOfficePreview, LocationSummary, PayoutChoice } from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { call } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { tenant } from '../../app/tenant';
import { fieldErrorsOf, notifyError } from '../office-settings/use-office';
import { LocationFields, type LocationForm } from './LocationFields';
import { LOCATIONS_KEY } from './locations-api';
import { locationsText } from './locations-texts';
import { PayoutChoiceFields } from './PayoutChoiceFields';

type Props = {
  /** The location whose setup the new one starts from. */
  from: LocationSummary;
  locations: LocationSummary[];
  onDone: () => void;
  onCancel: () => void;
};

/**
 * 'Duplicate' on a location (issue 27): a new location with that one's own plans, groups, team, hours and profile, so
 * a second site starts ready to enrol. The owner gives the new site's name, contacts and address and sees what comes.
 */
export function DuplicateLocationForm({ from, locations, onDone, onCancel }: Props) {
  const t = locationsText(tenant);
  const user = useCurrentUser();
  const params = { firstOffice: from.id, userId: user.id };
  const preview = useQuery({
    queryKey: [...LOCATIONS_KEY, 'duplicate', from.id],
    queryFn: ({ signal }) => call('duplicateOfficePreview', { params, signal, successToast: false }),
  });
  if (preview.isPending) return <Loader role="status" aria-label={t.loading} />;
  if (preview.isError) {
    return (
      <Alert color="red" title={t.duplicateFailed}>
        <Button variant="default" onClick={() => preview.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  }
  return <Form from={from} locations={locations} preview={preview.data} onDone={onDone} onCancel={onCancel} />;
}

function Form({ from, locations, preview, onDone, onCancel }: Props & { preview: DuplicateOfficePreview }) {
  const t = locationsText(tenant);
  const user = useCurrentUser();
  const client = useQueryClient();
  const [form, setForm] = useState<LocationForm>({
    officeName: '',
    email: '',
    phone: '',
    address: { line1: '', line2: '', city: '', state: '', zip: '' },
    hours: preview.hours,
  });
  const [payout, setPayout] = useState<PayoutChoice>(
    preview.payoutConnected ? { mode: 'shared', fromLocationId: from.id } : { mode: 'own' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const duplicate = useMutation({
    mutationFn: () =>
      call('duplicateOffice', { params: { firstOffice: from.id, userId: user.id }, body: { ...form, payout } }),
    onSuccess: () => client.invalidateQueries({ queryKey: LOCATIONS_KEY }),
  });
  const connected = locations
    .filter((l) => l.status === 'open' && l.payout.kind === 'own')
    .map((l) => ({ id: l.id, name: l.name }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    duplicate.mutate(undefined, {
      onSuccess: onDone,
      onError: (error) => {
        setErrors(fieldErrorsOf(error));
        notifyError(error);
      },
    });
  };
  const team = preview.team.filter((u) => !u.owner).map((u) => u.name);
  return (
    <form onSubmit={submit} noValidate aria-label={t.duplicateTitle(from.name)}>
      <Stack gap="lg">
        <Text size="sm">{t.duplicateIntro(from.name)}</Text>
        <Stack gap={6} className="duplicate-copied" data-testid="duplicate-copied">
          <Title order={3} size="h5">
            {t.duplicateCopied}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <List size="sm" spacing={4}>
              <List.Item>{t.copiedPlans(preview.plans.map((p) => p.name))}</List.Item>
              <List.Item>{t.copiedGroups(preview.groups.map((g) => g.name))}</List.Item>
              <List.Item>{t.copiedTeam(team)}</List.Item>
            </List>
            <List size="sm" spacing={4}>
              <List.Item>{t.copiedHours}</List.Item>
              <List.Item>{t.copiedProfile(preview.services.length, preview.bookingUrl !== '')}</List.Item>
              {preview.sharedPlans.length > 0 && (
                <List.Item>{t.sharedPlans(preview.sharedPlans.map((p) => p.name))}</List.Item>
              )}
            </List>
          </SimpleGrid>
        </Stack>
        <LocationFields t={t} form={form} onChange={setForm} errors={errors} />
        <PayoutChoiceFields
          t={t}
          value={payout}
          onChange={setPayout}
          connected={connected}
          error={errors['payout.fromLocationId']}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t.cancel}
          </Button>
          <Button type="submit" loading={duplicate.isPending}>
            {t.duplicateSubmit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
