import './members.css';
import { Alert, Button, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { PageHeader } from '../../ui/PageHeader';
import { DisputesNotice } from '../disputes/DisputesNotice';
import { PmsFilterNotice } from '../pms/PmsFilterNotice';
import { CancellationRequestsPanel } from './CancellationRequests';
import { MemberFilterBar } from './MemberFilterBar';
import { MemberTable } from './MemberTable';
import { listQueryOf, paramsOf } from './member-list-query';
import { type ListQuery, useMemberFilters, useMemberList, useMembersScope } from './members-api';
import { membersText as t } from './members-texts';

const MemberPage = lazy(() => import('./MemberPage').then((m) => ({ default: m.MemberPage })));

/**
 * The members page (/account/members, /dentist-new/members, /dentist/new-members): the list with the top bar's
 * search, every filter, sort and 'show more'; with `?id=` it is that member's page.
 */
export function MembersPage() {
  const [params] = useSearchParams();
  const scope = useMembersScope();
  const id = Number(params.get('id'));
  if (scope.officeId === null) {
    return (
      <>
        <PageHeader title={t.title} />
        <Alert color="gray" icon={<IconAlertTriangle aria-hidden />}>
          {t.noOffice}
        </Alert>
      </>
    );
  }
  if (Number.isSafeInteger(id) && id > 0) {
    return (
      <Suspense fallback={<Loader role="status" aria-label={t.loading} />}>
        <MemberPage memberId={id} officeId={scope.officeId} userId={scope.userId} offices={scope.offices} />
      </Suspense>
    );
  }
  return <MemberList officeId={scope.officeId} />;
}

function MemberList({ officeId }: { officeId: number }) {
  const user = useCurrentUser();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => listQueryOf(params), [params]);
  const list = useMemberList(officeId, query);
  const countsQuery = { searchQuery: query.searchQuery, locations: query.locations };
  const counts = useMemberFilters(officeId, { ...countsQuery, reading: 'current' });
  const legacyCounts = useMemberFilters(officeId, { ...countsQuery, reading: 'legacy' });
  const rows = list.data?.pages.flatMap((p) => p.members) ?? [];
  const total = list.data?.pages[0]?.total ?? null;
  const officeName = user.dentistInfo?.officeName ?? '';
  const offices = new Map([
    ...(user.dentistInfo ? [[user.dentistInfo.id, user.dentistInfo.officeName] as const] : []),
    ...user.otherOffices.map((o) => [o.id, o.officeName] as const),
  ]);

  const change = (next: Partial<ListQuery>) => setParams(paramsOf({ ...query, ...next }));
  const linkTo = (memberId: number) =>
    `${location.pathname}?${new URLSearchParams({ ...Object.fromEntries(params), id: String(memberId) })}`;

  return (
    <>
      <PageHeader
        eyebrow={t.eyebrow}
        title={t.title}
        subtitle={query.locations === 'all' ? t.subtitleAll : t.subtitle(officeName)}
        actions={
          <Button component={Link} to="/account/patient-signup" leftSection={<IconUserPlus size={18} aria-hidden />}>
            {t.enroll}
          </Button>
        }
      />
      <DisputesNotice officeId={officeId} />
      <CancellationRequestsPanel officeId={officeId} />
      <MemberFilterBar query={query} counts={counts.data} legacyCounts={legacyCounts.data} onChange={change} />
      {query.reading === 'current' && query.searchFilter === 'pmsNotConnected' && <PmsFilterNotice />}
      {query.searchQuery && (
        <Group mb="sm">
          <Button variant="subtle" size="compact-sm" onClick={() => change({ searchQuery: '' })}>
            {t.clearSearch}
          </Button>
        </Group>
      )}
      {list.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t.loading}>
          {[0, 1, 2, 3, 4].map((k) => (
            <Skeleton key={k} height={52} radius="md" />
          ))}
        </Stack>
      ) : list.isError ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={t.loadFailed}>
          <Text size="sm" mb="sm">
            {userMessageOf(list.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => void list.refetch()}>
            {t.retry}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <Alert color="gray" title={t.empty}>
          {query.searchQuery
            ? t.emptySearch(query.searchQuery)
            : query.searchFilter !== 'all'
              ? t.emptyFilter
              : t.emptyOffice}
        </Alert>
      ) : (
        <>
          <Text size="sm" c="gray.7" mb="xs" role="status" aria-live="polite">
            {t.showing(rows.length, total)}
          </Text>
          <MemberTable
            rows={rows}
            linkTo={linkTo}
            showOffice={query.locations === 'all' ? (id) => offices.get(id) ?? '' : undefined}
          />
          {list.hasNextPage && (
            <Group justify="center" mt="md">
              <Button variant="default" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {t.loadMore}
              </Button>
            </Group>
          )}
        </>
      )}
    </>
  );
}
