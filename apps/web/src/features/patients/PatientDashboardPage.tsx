import { Anchor, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { formatPhone } from '@mhq/domain';
import { IconBuildingHospital, IconReceipt, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../app/current-user';
import { fullName } from '../../app/shell/shell-office';
import { tenant } from '../../app/tenant';
import { PageHeader } from '../../ui/PageHeader';
import { PatientReferralCard } from '../enrolment/HouseholdReferralCard';
import { PaymentStatus } from './PaymentStatus';

/** The patient's landing page: a welcome, their payments, their account details and their practice. */
export function PatientDashboardPage() {
  const user = useCurrentUser();
  const practice = user.dentistInfo;
  return (
    <>
      <PageHeader
        title={`Welcome, ${user.firstName}`}
        subtitle={`Your ${tenant.name} membership account. Manage your plan, payments and family members here.`}
      />
      {/*
        Payments first and widest: what the patient may have to act on (a late payment, a new card) comes before who
        they are.
      */}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder padding="lg">
            <Stack gap="xs">
              <IconReceipt size={26} stroke={1.5} aria-hidden color="var(--mantine-primary-color-filled)" />
              <Title order={2} size="h4">
                Payments
              </Title>
              {practice ? (
                <>
                  <PaymentStatus
                    userId={user.userId}
                    office={practice}
                    payer={{ name: fullName(user), email: user.userEmail || user.email }}
                  />
                  <Anchor component={Link} to="/patient-details/payment-history" size="sm" fw={600}>
                    Payment history and receipts
                  </Anchor>
                </>
              ) : (
                <Text size="sm" c="gray.7">
                  Your payments will appear here once your membership is active.
                </Text>
              )}
            </Stack>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {practice && <PatientReferralCard userId={user.userId} officeId={practice.id} />}
            <Card withBorder padding="lg">
              <Stack gap="xs">
                <IconUser size={26} stroke={1.5} aria-hidden color="var(--mantine-primary-color-filled)" />
                <Title order={2} size="h4">
                  Your account
                </Title>
                <Text fw={600}>{fullName(user)}</Text>
                <Text size="sm" c="gray.7">
                  {user.userEmail || user.email}
                </Text>
                {user.phone && (
                  <Text size="sm" c="gray.7">
                    {formatPhone(user.phone)}
                  </Text>
                )}
                {user.address && (
                  <Text size="sm" c="gray.7">
                    {user.address}
                  </Text>
                )}
                <Anchor component={Link} to="/patient-details/settings" size="sm" fw={600}>
                  Update your details
                </Anchor>
              </Stack>
            </Card>
            <Card withBorder padding="lg">
              <Stack gap="xs">
                <IconBuildingHospital size={26} stroke={1.5} aria-hidden color="var(--mantine-primary-color-filled)" />
                <Title order={2} size="h4">
                  Your {tenant.professionalName}
                </Title>
                {practice ? (
                  <>
                    <Text fw={600}>{practice.officeName}</Text>
                    {practice.email && (
                      <Anchor href={`mailto:${practice.email}`} size="sm">
                        {practice.email}
                      </Anchor>
                    )}
                    <Text size="sm" c="gray.7">
                      Questions about your care or your plan? Your practice's team is happy to help.
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="gray.7">
                    Your practice will appear here once your membership is active.
                  </Text>
                )}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <Text size="sm" c="gray.7" mt="xl">
        Need help with your account? Email{' '}
        <Anchor href={`mailto:${tenant.supportEmail}`} size="sm" underline="always">
          {tenant.supportEmail}
        </Anchor>{' '}
        or call {tenant.supportPhone}.
      </Text>
    </>
  );
}
