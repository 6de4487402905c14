import { Alert, Button, Group, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { PlansPage } from '../plans/PlansPage';
import { usePlansScope } from '../plans/use-plans';
import { ORG_PLANS_PATH, OrgPlansPage } from './OrgPlansPage';
import { useOrgCatalogue } from './org-plans-api';
import { orgPlansText as t } from './org-plans-texts';

/**
 * /account/manage-plans: the office's own plans page, as for a single office. For an office of an organization with
 * more than one location (that the user works in and manages plans at), a switch above it opens the organization's
 * catalogue (`?view=organization`; the spec's `filterById`, and `id=-2` with `groupId` or `locationId`, open it too).
 */
export function ManagePlansRoute() {
  const user = useCurrentUser();
  const scope = usePlansScope();
  const params = useParams();
  const [search] = useSearchParams();
  // A user who works in one office only sees one location's plans: no call, today's page.
  const mayBeMany = scope.officeId !== null && scope.canEdit && user.otherOffices.some((o) => o.id !== scope.officeId);
  const catalogue = useOrgCatalogue(scope.officeId ?? 0, mayBeMany);
  const wantsCatalogue =
    search.get('view') === 'organization' ||
    ['filterById', 'groupId', 'locationId'].some((key) => search.has(key)) ||
    params.id === '-2';
  if (!mayBeMany || scope.officeId === null) return <PlansPage />;
  if (catalogue.isPending) {
    return wantsCatalogue ? <Skeleton height={320} radius="md" aria-busy="true" aria-label="Loading" /> : <PlansPage />;
  }
  if (catalogue.isError) {
    // Not an organization's office (or not one the user manages plans at): the office's own plans page.
    if (catalogue.error instanceof ApiError && [403, 404].includes(catalogue.error.status)) return <PlansPage />;
    if (!wantsCatalogue) return <PlansPage />;
    return (
      <Alert color="red" title={t.loadFailed}>
        <Button size="xs" variant="default" onClick={() => void catalogue.refetch()}>
          {t.retry}
        </Button>
      </Alert>
    );
  }
  const locations = catalogue.data.locations.filter((l) => !l.closed).length;
  if (locations < 2) return <PlansPage />;
  return (
    <>
      <ViewSwitch organization={wantsCatalogue} locations={locations} />
      {wantsCatalogue ? (
        <OrgPlansPage userId={scope.userId} officeId={scope.officeId} canEdit={scope.canEdit} data={catalogue.data} />
      ) : (
        <PlansPage />
      )}
    </>
  );
}

/** This office's plans, or every location's: two links, the one shown marked as the current page. */
function ViewSwitch({ organization, locations }: { organization: boolean; locations: number }) {
  const option = (to: string, current: boolean, label: ReactNode) => (
    <Button
      component={Link}
      to={to}
      size="compact-sm"
      variant={current ? 'filled' : 'default'}
      aria-current={current ? 'page' : undefined}
    >
      {label}
    </Button>
  );
  return (
    <Group component="nav" aria-label={t.viewSwitch} justify="space-between" gap="xs" mb="md" wrap="wrap">
      <Button.Group>
        {option('/account/manage-plans', !organization, t.viewOffice)}
        {option(ORG_PLANS_PATH, organization, t.viewOrganization)}
      </Button.Group>
      {!organization && (
        <Text size="sm" c="dimmed">
          {t.organizationHint(locations)}
        </Text>
      )}
    </Group>
  );
}
