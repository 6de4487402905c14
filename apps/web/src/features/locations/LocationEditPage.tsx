import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { LocationDetailResponse, PayoutChoice } from '@mhq/contract';
import { formatPhone } from '@mhq/domain';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMayInOffice } from '../../app/office-permissions';
import { tenant } from '../../app/tenant';
import { PageHeader } from '../../ui/PageHeader';
import { usePageTitle } from '../../ui/use-page-title';
import { LoadFailed, OrganizationGate } from '../multi-location/OrganizationGate';
import { fieldErrorsOf, notifyError } from '../office-settings/use-office';
import { AddLocationForm } from './AddLocationForm';
import { CloseLocationPanel } from './CloseLocationPanel';
import { LocationFields, type LocationForm } from './LocationFields';
import { useLocationChange, useLocationDetail, useLocations } from './locations-api';
import { type LocationsText, locationsText } from './locations-texts';
import { PayoutChoiceFields } from './PayoutChoiceFields';

/**
 * /account/manage-locations/edit: with `?id=`, one location's details, hours and payouts, and closing or reopening it;
 * without, a new location. The owner's page: office admins are told to contact support.
 */
export function LocationEditPage() {
  return <OrganizationGate>{(officeId) => <Edit officeId={officeId} />}</OrganizationGate>;
}

function Edit({ officeId }: { officeId: number }) {
  const t = locationsText(tenant);
  const [params] = useSearchParams();
  const raw = Number(params.get('id'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const may = useMayInOffice();
  usePageTitle(id ? t.edit : t.addTitle);
  const back = (
    <Anchor component={Link} to="/account/manage-locations" size="sm">
      {t.back}
    </Anchor>
  );
  if (!may('manageLocations')) {
    return (
      <>
        <PageHeader eyebrow={t.eyebrow} title={id ? t.edit : t.addTitle} />
        <Stack gap="md" maw={640}>
          <Alert color="blue" title={t.supportTitle}>
            {t.supportBody} {tenant.supportEmail}, {tenant.supportPhone}.
          </Alert>
          {back}
        </Stack>
      </>
    );
  }
  return id === null ? (
    <NewLocation officeId={officeId} t={t} back={back} />
  ) : (
    <Existing officeId={officeId} id={id} t={t} back={back} />
  );
}

function NewLocation({ officeId, t, back }: { officeId: number; t: LocationsText; back: React.ReactNode }) {
  const navigate = useNavigate();
  const list = useLocations(officeId, true);
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.addTitle} />
      <Stack gap="md" maw={960}>
        {back}
        {list.isPending ? (
          <Loader role="status" aria-label={t.loading} />
        ) : list.isError ? (
          <LoadFailed onRetry={() => list.refetch()} />
        ) : (
          <Paper withBorder p="lg" radius="md">
            <AddLocationForm
              officeId={officeId}
              locations={list.data.locations}
              onDone={(added) => navigate(`/account/manage-locations/edit?id=${added.id}`, { replace: true })}
              onCancel={() => navigate('/account/manage-locations')}
            />
          </Paper>
        )}
      </Stack>
    </>
  );
}

function Existing({
  officeId,
  id,
  t,
  back,
}: {
  officeId: number;
  id: number;
  t: LocationsText;
  back: React.ReactNode;
}) {
  const detail = useLocationDetail(officeId, id);
  return detail.isPending ? (
    <Loader role="status" aria-label={t.loading} />
  ) : detail.isError ? (
    <LoadFailed onRetry={() => detail.refetch()} />
  ) : (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.editTitle(detail.data.location.name)}
        subtitle={detail.data.location.address}
      />
      <Stack gap="lg" maw={960}>
        {back}
        <Text size="sm">
          {t.enrolment}:{' '}
          <Anchor
            href={detail.data.location.enrolmentPath}
            target="_blank"
            rel="noreferrer"
            aria-label={t.openPage(detail.data.location.name)}
          >
            {detail.data.location.enrolmentPath}
          </Anchor>
        </Text>
        <DetailsForm key={detail.dataUpdatedAt} officeId={officeId} id={id} t={t} data={detail.data} />
        <CloseLocationPanel officeId={officeId} id={id} t={t} data={detail.data} />
      </Stack>
    </>
  );
}

function payoutOf(d: LocationDetailResponse): PayoutChoice {
  return d.location.payout.kind === 'shared'
    ? { mode: 'shared', fromLocationId: d.location.payout.withLocationId }
    : { mode: 'own' };
}

function DetailsForm({
  officeId,
  id,
  t,
  data,
}: {
  officeId: number;
  id: number;
  t: LocationsText;
  data: LocationDetailResponse;
}) {
  const p = data.profile;
  const [form, setForm] = useState<LocationForm>({
    officeName: p.officeName,
    email: p.email ?? '',
    phone: p.phone ? formatPhone(p.phone) : '',
    address: p.address,
    hours: p.hours,
  });
  const [payout, setPayout] = useState<PayoutChoice>(payoutOf(data));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = useLocationChange(officeId, id);
  const ownKept = data.location.payout.kind === 'own' ? data.location.payout : null;
  const connected = data.otherLocations
    .filter((l) => l.open && l.payoutConnected)
    .map((l) => ({ id: l.id, name: l.name }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    change.mutate(
      {
        action: 'save',
        // The rest of the office profile (services, specialty, public address...) is kept as it is.
        profile: {
          ...form,
          specialtyId: p.specialtyId,
          services: p.services,
          bookingUrl: p.bookingUrl,
          slug: p.slug,
          pmsSystem: p.pmsSystem as never,
        },
        payout,
      },
      {
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          notifyError(error);
        },
      },
    );
  };
  return (
    <Paper withBorder p="lg" radius="md" component="form" onSubmit={submit} noValidate aria-label={t.details}>
      <Stack gap="lg">
        <Title order={2} size="h4">
          {t.details}
        </Title>
        <LocationFields t={t} form={form} onChange={setForm} errors={errors} />
        {ownKept ? (
          <Alert color="gray" title={t.payoutTitle}>
            {t.payoutKept(ownKept.last4)}
          </Alert>
        ) : (
          <PayoutChoiceFields t={t} value={payout} onChange={setPayout} connected={connected} error={errors.payout} />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t.saveLocation}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
