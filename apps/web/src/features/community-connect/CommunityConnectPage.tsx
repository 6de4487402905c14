import { Alert, Anchor, Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CommunityGroup } from '@mhq/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { FigureCard } from '../../ui/FigureCard';
import { PageHeader } from '../../ui/PageHeader';
import { usePageTitle } from '../../ui/use-page-title';
import { useMembersScope } from '../members/members-api';
import { CommunityGroupCard } from './CommunityGroupCard';
import { CommunityGroupForm } from './CommunityGroupForm';
import { CommunityGroupMembers } from './CommunityGroupMembers';
import { useCommunityGroups, useSetCommunityGroupStatus } from './community-api';

/** What the form edits: a new group, or one of the list (an organizer's request is set up the same way). */
type Editing = { group: CommunityGroup | null } | null;

/**
 * /account/community-connect (and /dentist-new/community-connect): the office's community groups — churches, schools,
 * clubs — each with a code, a discount and the plans its members may choose; organizers' requests to set up or
 * decline; who enrolled with each group. Closed until the office's initial onboarding completes.
 */
export function CommunityConnectPage() {
  usePageTitle('CommunityConnect');
  const { officeId } = useMembersScope();
  const groups = useCommunityGroups(officeId);
  const setStatus = useSetCommunityGroupStatus(officeId ?? 0);
  const [editing, setEditing] = useState<Editing>(null);
  const [membersOf, setMembersOf] = useState<number | null>(null);
  const d = groups.data;
  const create = d?.enabled && d.mayManage && <Button onClick={() => setEditing({ group: null })}>New group</Button>;
  const active = d?.groups.filter((g) => g.status === 'active') ?? [];
  const requested = d?.groups.filter((g) => g.status === 'requested').length ?? 0;
  return (
    <>
      <PageHeader
        eyebrow="CommunityConnect"
        title="Community groups"
        subtitle={`Churches, schools and clubs share their own link to your ${tenant.professionalName}'s plans, with their members' discount.`}
        actions={create}
      />
      {officeId === null ? (
        <Alert color="gray">Choose an office first.</Alert>
      ) : groups.isPending ? (
        <Loader role="status" aria-label="Loading community groups" />
      ) : groups.isError || !d ? (
        <Alert color="gray">{userMessageOf(groups.error)}</Alert>
      ) : !d.enabled ? (
        <Alert color="yellow" title="Available once initial onboarding is complete" maw={720}>
          <Text size="sm">
            CommunityConnect opens when your office finishes its initial onboarding with {tenant.name}.{' '}
            <Anchor href={tenant.bookingLinks.onboarding} target="_blank" rel="noreferrer">
              Book your onboarding call
            </Anchor>{' '}
            or{' '}
            <Anchor component={Link} to="/dentist-new/landing-community-connect">
              read how CommunityConnect works
            </Anchor>
            .
          </Text>
        </Alert>
      ) : (
        <Stack gap="lg" maw={960}>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <FigureCard label="Active groups" value={String(active.length)} />
            <FigureCard label="Households enrolled" value={String(d.groups.reduce((n, g) => n + g.households, 0))} />
            <FigureCard label="Requests waiting" value={String(requested)} />
          </SimpleGrid>
          {!d.mayManage && (
            <Alert color="gray">Only the owner, office admins and plan coordinators may create or change groups.</Alert>
          )}
          {setStatus.isError && (
            <Alert color="red" role="alert">
              {userMessageOf(setStatus.error)}
            </Alert>
          )}
          {d.groups.length === 0 ? (
            <Alert color="gray" title="No community groups yet">
              Create a group for a church, school or club near you: its members enroll at their link with the discount
              you choose.{' '}
              <Anchor component={Link} to="/dentist-new/landing-community-connect">
                How it works
              </Anchor>
            </Alert>
          ) : (
            <Stack gap="md">
              {d.groups.map((g) => (
                <CommunityGroupCard
                  key={g.id}
                  group={g}
                  mayManage={d.mayManage}
                  busy={setStatus.isPending && setStatus.variables?.groupId === g.id}
                  onMembers={() => setMembersOf(g.id)}
                  onEdit={() => setEditing({ group: g })}
                  onStatus={(status) => setStatus.mutate({ groupId: g.id, status })}
                />
              ))}
            </Stack>
          )}
        </Stack>
      )}
      {editing && officeId !== null && d && (
        <CommunityGroupForm
          officeId={officeId}
          group={editing.group}
          plans={d.plans}
          onClose={() => setEditing(null)}
        />
      )}
      {membersOf !== null && officeId !== null && (
        <CommunityGroupMembers officeId={officeId} groupId={membersOf} onClose={() => setMembersOf(null)} />
      )}
    </>
  );
}
