import './dashboard.css';
import {
  Alert,
  Box,
  Button,
  Card,
  Grid,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { CurrentUser, DashboardLocations, DashboardResponse } from '@mhq/contract';
import { IconUsers } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { tenant } from '../../app/tenant';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { DisputesNotice } from '../disputes/DisputesNotice';
import { EnrolmentPaymentsNotice } from '../enrolment/EnrolmentPaymentsNotice';
import { NoOffice } from '../offices/OfficeHomePage';
import { NextSteps, type OfficeSetupState, officeSetupOf, QuickLinks, SetupCards } from '../offices/OfficeSetup';
import { RewardsWidgets } from '../rewards/RewardsWidgets';
import { MemberFigures, RevenueCard } from './DashboardFigures';
import { useDashboard } from './dashboard-api';
import { dashboardTexts as texts } from './dashboard-texts';

// The charts (recharts) are the page's heaviest part: the figures show first, the charts follow.
const EnrolledChart = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.EnrolledChart })));
const RevenueChart = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.RevenueChart })));

/** Every office the user works in, the current one first. */
function officesOf(user: CurrentUser) {
  const current = user.dentistInfo ? [{ id: user.dentistInfo.id, officeName: user.dentistInfo.officeName }] : [];
  return [...current, ...user.otherOffices.filter((o) => o.id !== user.dentistInfo?.id)];
}

/**
 * The practice dashboard (/account/dashboard): the office's members by the list's filters, this month's revenue and
 * a year of both; a new practice also sees its set-up and next steps. With more than one office, 'All locations'
 * adds up every office the user works in. The office is the one chosen in the top bar.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const setup = officeSetupOf(user);
  if (!setup) return <NoOffice />;
  const offices = officesOf(user);
  const locations: DashboardLocations = params.get('locations') === 'all' && offices.length > 1 ? 'all' : 'office';
  const setLocations = (next: string) => setParams(next === 'all' ? { locations: 'all' } : {}, { replace: true });

  return (
    <>
      <PageHeader
        eyebrow={texts.eyebrow}
        title={locations === 'all' ? texts.allLocationsTitle : setup.info.officeName}
        subtitle={
          locations === 'all'
            ? texts.allLocationsLead(offices.map((o) => o.officeName).join(', '))
            : texts.welcome(user.firstName)
        }
        actions={
          <>
            {offices.length > 1 && (
              <SegmentedControl
                aria-label={texts.locations}
                value={locations}
                onChange={setLocations}
                data={[
                  { value: 'office', label: texts.thisOffice },
                  { value: 'all', label: texts.allLocations(offices.length) },
                ]}
              />
            )}
            {setup.addMember === 'shown' && (
              <Button component={Link} to="/account/patient-signup">
                {texts.enrollMember}
              </Button>
            )}
          </>
        }
      />
      <DisputesNotice officeId={setup.info.id} />
      <PaymentsBlocked officeId={setup.info.id} locations={locations} />
      {!setup.complete && (
        <>
          <SetupCards setup={setup} hasMembers={user.hasMembers} />
          <NextSteps setup={setup} />
        </>
      )}
      <Figures officeId={setup.info.id} locations={locations} setup={setup} />
      {locations === 'office' && (
        <Box mt="xl">
          <RewardsWidgets officeId={setup.info.id} />
        </Box>
      )}
      {setup.complete && (
        <Box mt="xl">
          <QuickLinks />
        </Box>
      )}
    </>
  );
}

function Figures({
  officeId,
  locations,
  setup,
}: {
  officeId: number;
  locations: DashboardLocations;
  setup: OfficeSetupState;
}) {
  const query = useDashboard(officeId, locations);
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={texts.loadFailed}>
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{userMessageOf(query.error)}</Text>
          <Button size="xs" variant="default" onClick={() => query.refetch()}>
            {texts.tryAgain}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const data = query.data;
  if (isEmpty(data)) return <EmptyState locations={locations} setup={setup} />;
  return (
    <Stack gap="xl">
      <section aria-labelledby="dashboard-members">
        <Group justify="space-between" align="baseline" mb="sm" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="dashboard-members">
            {texts.membersTitle}
          </Title>
          <Group gap="xs">
            <Text size="xs" c="gray.7" data-testid="dashboard-as-of">
              {texts.asOf(formatDateTime(data.asOf))}
            </Text>
            <Button variant="subtle" size="compact-xs" onClick={() => query.refetch()} loading={query.isFetching}>
              {texts.refresh}
            </Button>
          </Group>
        </Group>
        <MemberFigures data={data} locations={locations} />
        <Box mt="md">
          <Suspense fallback={<Skeleton h={300} radius="lg" />}>
            <EnrolledChart months={data.months} />
          </Suspense>
        </Box>
      </section>
      <section aria-labelledby="dashboard-payments">
        <Title order={2} size="h4" id="dashboard-payments" mb="sm">
          {texts.revenueTitle}
        </Title>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <RevenueCard data={data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Suspense fallback={<Skeleton h={340} radius="lg" />}>
              <RevenueChart months={data.months} />
            </Suspense>
          </Grid.Col>
        </Grid>
      </section>
    </Stack>
  );
}

/** First, before the set-up cards: an office whose enrolment page cannot take payments (the figures' own query). */
function PaymentsBlocked({ officeId, locations }: { officeId: number; locations: DashboardLocations }) {
  const query = useDashboard(officeId, locations);
  return query.data && !query.data.enrolmentTakesPayments ? <EnrolmentPaymentsNotice /> : null;
}

/** Nothing to show yet: no member and no payment in the year. */
const isEmpty = (d: DashboardResponse) => d.members.total === 0 && d.months.every((m) => m.charges === 0);

/** An office with no members yet: what the figures will show, and how to get the first members. */
function EmptyState({ locations, setup }: { locations: DashboardLocations; setup: OfficeSetupState }) {
  const noPlans = setup.info.memberships.length === 0;
  return (
    <Card withBorder padding="xl" data-testid="dashboard-empty">
      <Stack align="flex-start" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconUsers size={26} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          {texts.emptyTitle}
        </Title>
        <Text c="gray.7" maw={640}>
          {locations === 'all'
            ? texts.emptyAllLead
            : noPlans
              ? texts.emptyNoPlansLead
              : texts.emptyLead(tenant.professionalName)}
        </Text>
        <Group gap="sm">
          {noPlans ? (
            <Button component={Link} to="/account/settings/membership-plan">
              {texts.createPlan}
            </Button>
          ) : (
            <>
              {setup.addMember === 'shown' && (
                <Button component={Link} to="/account/patient-signup">
                  {texts.enrollMember}
                </Button>
              )}
              <Button component={Link} to="/account/marketing" variant="default">
                {texts.shareLink}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

function Loading() {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={texts.loading}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
        {[1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} h={120} radius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton h={300} radius="lg" />
    </Stack>
  );
}
