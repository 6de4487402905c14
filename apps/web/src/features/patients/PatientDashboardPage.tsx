import { Alert, Anchor, Card, Grid, Group, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPhone } from '@mhq/domain';
import { IconBuildingHospital, IconReceipt, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { fullName } from '../../app/shell/shell-office';
import { tenant } from '../../app/tenant';
import { PageHeader } from '../../ui/PageHeader';
import { PatientReferralCard } from '../enrolment/HouseholdReferralCard';
import { AttentionNotice } from '../portal/AttentionNotice';
import { HouseholdMemberCard } from '../portal/HouseholdMemberCard';
import { brand, type PortalHousehold, type PortalMember, useHousehold } from '../portal/household';
import { HOUSEHOLD_TEXTS } from '../portal/household-texts';
import { usePortalTexts } from '../portal/portal-language';
import { PaymentStatus } from './PaymentStatus';
import { PATIENTS_TEXTS } from './patients-texts';

type Props = {
  /** What the patient can do about one member (request a cancellation...), placed in that member's card. */
  memberActions?: (member: PortalMember, household: PortalHousehold) => ReactNode;
  /** What the patient can do for the whole household (add a family member...), placed beside its title. */
  householdActions?: (household: PortalHousehold) => ReactNode;
};

/** The household: what to act on first, then each member with their plan, coverage and next payment. */
function Household({ memberActions, householdActions }: Props) {
  const t = usePortalTexts(HOUSEHOLD_TEXTS);
  const household = useHousehold();
  if (household.officeId === null) return null;
  if (household.isPending) return <Loader role="status" size="sm" aria-label={t.loading} mb="lg" />;
  if (household.isError) {
    return (
      <Alert color="gray" mb="lg">
        {userMessageOf(household.error)}
      </Alert>
    );
  }
  const h = household.data;
  return (
    <>
      <AttentionNotice household={h} />
      {h.employer && (
        // The employer the household came through, with its logo: who pays, when it does.
        <Card withBorder radius="md" padding="sm" mb="lg" data-testid="household-employer">
          <Group gap="sm" wrap="nowrap">
            {h.employer.logo && <Image src={h.employer.logo} alt={h.employer.name} h={32} w="auto" fit="contain" />}
            <Text size="sm">{h.employer.pays ? t.employerPays(h.employer.name) : t.employerVia(h.employer.name)}</Text>
          </Group>
        </Card>
      )}
      <Stack gap="sm" mb="xl" component="section" aria-labelledby="household-title">
        <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
          <Stack gap={2}>
            <Title order={2} size="h3" id="household-title">
              {t.householdTitle}
            </Title>
            <Text size="sm" c="gray.7">
              {t.householdLead}
            </Text>
          </Stack>
          {householdActions && <Group gap="xs">{householdActions(h)}</Group>}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {h.members.map((m) => (
            <HouseholdMemberCard key={m.memberId} member={m} actions={memberActions?.(m, h)} />
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}

/** The patient's landing page: what needs acting on, the household's plans, their payments and their practice. */
export function PatientDashboardPage(props: Props) {
  const user = useCurrentUser();
  const t = usePortalTexts(PATIENTS_TEXTS);
  const words = usePortalTexts(HOUSEHOLD_TEXTS);
  const practice = user.dentistInfo;
  return (
    <>
      <PageHeader title={t.welcome(user.firstName)} subtitle={t.subtitle(tenant.name)} />
      <Household {...props} />
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
                {t.payments}
              </Title>
              {practice ? (
                <>
                  <PaymentStatus
                    userId={user.userId}
                    office={practice}
                    payer={{ name: fullName(user), email: user.userEmail || user.email }}
                  />
                  <Anchor component={Link} to="/patient-details/payment-history" size="sm" fw={600}>
                    {t.paymentHistoryLink}
                  </Anchor>
                </>
              ) : (
                <Text size="sm" c="gray.7">
                  {t.paymentsLater}
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
                  {t.yourAccount}
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
                  {t.updateDetails}
                </Anchor>
              </Stack>
            </Card>
            <Card withBorder padding="lg">
              <Stack gap="xs">
                <IconBuildingHospital size={26} stroke={1.5} aria-hidden color="var(--mantine-primary-color-filled)" />
                <Title order={2} size="h4">
                  {t.yourPractice(words.professional(brand()))}
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
                      {t.practiceHelp}
                    </Text>
                    <Anchor component={Link} to="/patient/your-dentist" size="sm" fw={600}>
                      {t.practiceLink}
                    </Anchor>
                    <Anchor component={Link} to="/patient/membership-info" size="sm" fw={600}>
                      {t.membershipLink}
                    </Anchor>
                  </>
                ) : (
                  <Text size="sm" c="gray.7">
                    {t.practiceLater}
                  </Text>
                )}
              </Stack>
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>
      <Text size="sm" c="gray.7" mt="xl">
        {t.help}{' '}
        <Anchor href={`mailto:${tenant.supportEmail}`} size="sm" underline="always">
          {tenant.supportEmail}
        </Anchor>{' '}
        {t.orCall(tenant.supportPhone)}
      </Text>
    </>
  );
}
