import { Alert, Anchor, Group, Loader, Paper, Text } from '@mantine/core';
import { MEMBER_SUMMARY_LABELS } from '@mhq/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { StatusBadge } from '../../ui/StatusBadge';
import { MembershipHistory } from '../members/MembershipHistoryPage';
import { SUMMARY_TONES } from '../members/member-tones';
import { PaymentHistory } from '../members/PaymentHistoryPage';

/** The patient the admin's page is about, with their office: found from the patient's id alone (an audited read). */
function useAdminPatient() {
  const { patientId } = useParams();
  const id = Number(patientId);
  const patient = useQuery({
    queryKey: ['admin', 'patient', id],
    queryFn: ({ signal }) => call('adminPatient', { params: { patientId: id }, signal, successToast: false }),
  });
  return { id, patient };
}

const back = (
  <Anchor component={Link} to="/admin/members" size="sm" className="member-back">
    <IconArrowLeft size={14} aria-hidden /> Back to members
  </Anchor>
);

type Patient = NonNullable<ReturnType<typeof useAdminPatient>['patient']['data']>;

/** Who and where: the office and organization the patient's data belongs to, so the admin never mixes two up. */
function PatientBanner({ patient: p, other }: { patient: Patient; other: { to: string; label: string } }) {
  return (
    <Paper withBorder radius="md" p="md" mb="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text size="sm" fw={600}>
            {p.firstName} {p.lastName}
            {p.accountOwner ? (
              <Text span size="sm" c="gray.7" fw={400}>
                {' '}
                · family of{' '}
                <Anchor component={Link} to={`/admin/membership-history/patient/${p.accountOwner.id}`} size="sm">
                  {p.accountOwner.name}
                </Anchor>
              </Text>
            ) : null}
          </Text>
          <Text size="sm" c="gray.7">
            {p.officeName} · {p.organizationName}
            {p.email ? ` · ${p.email}` : ''}
          </Text>
        </div>
        <Group gap="sm">
          <StatusBadge tone={SUMMARY_TONES[p.summaryStatus]}>{MEMBER_SUMMARY_LABELS[p.summaryStatus]}</StatusBadge>
          <Anchor component={Link} to={other.to} size="sm" fw={600}>
            {other.label}
          </Anchor>
        </Group>
      </Group>
    </Paper>
  );
}

function Unavailable({ error }: { error: unknown }) {
  return (
    <>
      {back}
      <Alert color="gray" mt="md" title="This patient could not be shown">
        {userMessageOf(error)}
      </Alert>
    </>
  );
}

/** /admin/payment-history/patient/{patientId}: the patient's household payments, with refunds, for support. */
export function AdminPaymentHistoryPage() {
  const user = useCurrentUser();
  const { id, patient } = useAdminPatient();
  if (patient.isPending) return <Loader role="status" aria-label="Loading the patient" />;
  if (patient.isError) return <Unavailable error={patient.error} />;
  const p = patient.data;
  return (
    <PaymentHistory
      officeId={p.officeId}
      memberId={id}
      userId={user.id}
      title={`Payments of ${p.firstName} ${p.lastName}`}
      back={
        <>
          {back}
          <PatientBanner
            patient={p}
            other={{ to: `/admin/membership-history/patient/${id}`, label: 'Membership history' }}
          />
        </>
      }
      mayRefund
      disputesPath={null}
    />
  );
}

/** /admin/membership-history/patient/{patientId}: every plan the patient has had and their whole history. */
export function AdminMembershipHistoryPage() {
  const user = useCurrentUser();
  const { id, patient } = useAdminPatient();
  if (patient.isPending) return <Loader role="status" aria-label="Loading the patient" />;
  if (patient.isError) return <Unavailable error={patient.error} />;
  const p = patient.data;
  return (
    <MembershipHistory
      userId={user.id}
      officeId={p.officeId}
      memberId={id}
      eyebrow="Membership history"
      back={
        <>
          {back}
          <PatientBanner patient={p} other={{ to: `/admin/payment-history/patient/${id}`, label: 'Payment history' }} />
        </>
      }
    />
  );
}
