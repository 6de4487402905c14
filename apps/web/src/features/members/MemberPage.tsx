import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Loader,
  Menu,
  Modal,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import type { MemberCard } from '@mhq/contract';
import { IconAlertTriangle, IconArrowLeft, IconDots } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { useMayInOffice } from '../../app/office-permissions';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { HouseholdReferralCard } from '../enrolment/HouseholdReferralCard';
import { MemberPmsCards } from '../pms/MemberPmsCards';
import { AddPlanModal } from './AddPlanModal';
import { MemberCancellationRequests } from './CancellationRequests';
import { ChargeLateButton } from './ChargeLateButton';
import { EditMemberModal } from './EditMemberModal';
import { HistoryPanel } from './HistoryPanel';
import { HouseholdSection } from './HouseholdSection';
import { SUMMARY_TONES, summaryLabel } from './member-tones';
import { useMemberDetails, useRefreshMembers } from './members-api';
import { membersText as t } from './members-texts';
import { NotesPanel } from './NotesPanel';
import { PaymentMethodCard } from './PaymentMethodCard';
import { SendLinkButton } from './SendLinkButton';
import { SubscriptionDialogHost } from './SubscriptionDialogHost';
import { type SubscriptionDialog, SubscriptionMenu } from './SubscriptionMenu';
import { TransferModal } from './TransferModal';

type Props = { memberId: number; officeId: number; userId: number; offices: number };

/** A member's page: the household and its plans, the payment method, notes and history, and every action. */
export function MemberPage({ memberId, officeId, userId, offices }: Props) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const details = useMemberDetails(userId, officeId, memberId);
  const [editing, setEditing] = useState<MemberCard | null>(null);
  const [deleting, setDeleting] = useState<MemberCard | null>(null);
  const [addingPlan, setAddingPlan] = useState<MemberCard | null>(null);
  const [dialog, setDialog] = useState<SubscriptionDialog | null>(null);
  const [transferring, setTransferring] = useState(false);
  const may = useMayInOffice();
  const refresh = useRefreshMembers();
  const listParams = new URLSearchParams(params);
  listParams.delete('id');
  const backTo = `${location.pathname}${listParams.size > 0 ? `?${listParams}` : ''}`;
  const linkTo = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    return `${location.pathname}?${next}`;
  };
  const remove = useMutation({
    mutationFn: (m: MemberCard) =>
      call('deleteMember', { params: { id: userId, memberId: m.memberId }, query: { dentistInfoId: officeId } }),
    onSuccess: () => {
      setDeleting(null);
      void refresh();
      navigate(backTo);
    },
  });

  const back = (
    <Anchor component={Link} to={backTo} size="sm" className="member-back">
      <IconArrowLeft size={14} aria-hidden /> {t.back}
    </Anchor>
  );
  if (details.isPending) return <Loader role="status" aria-label={t.loading} />;
  if (details.isError) {
    return (
      <>
        {back}
        <PageHeader title={t.title} />
        <Alert color="gray" icon={<IconAlertTriangle aria-hidden />}>
          {details.error && 'status' in details.error && details.error.status === 404
            ? t.notFound
            : userMessageOf(details.error)}
        </Alert>
      </>
    );
  }
  const d = details.data;
  const member = d.household.members.find((m) => m.memberId === memberId);
  if (!member) return <Alert color="gray">{t.notFound}</Alert>;
  const name = `${member.firstName} ${member.lastName}`;
  const owner = d.household.members[0];
  const late = d.household.members.some((m) => m.subscriptions.some((s) => s.status === 'past_due'));
  const memberMenu = (m: MemberCard) => (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" aria-label={`${t.actions}: ${m.firstName} ${m.lastName}`}>
          <IconDots size={18} aria-hidden />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => setEditing(m)}>{t.edit}</Menu.Item>
        <Menu.Item onClick={() => setAddingPlan(m)}>{t.addPlanItem}</Menu.Item>
        {may('cancelMembership') && (
          <Menu.Item color="red.9" onClick={() => setDeleting(m)}>
            {t.deleteMember}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );

  return (
    <>
      {back}
      <PageHeader
        eyebrow={member.accountOwnerId === null ? t.accountOwner : t.relationship[member.relationship]}
        title={name}
        subtitle={
          <Group gap="xs" component="span">
            <StatusBadge tone={SUMMARY_TONES[member.summaryStatus]}>
              {summaryLabel(member.summaryStatus, member.subscriptions[0]?.status)}
            </StatusBadge>
            <span>{t.memberSince(formatDate(member.memberSince))}</span>
            {member.email && <span>{member.email}</span>}
          </Group>
        }
        actions={
          <>
            {offices > 1 && may('changeMembership') && (
              <Button variant="default" onClick={() => setTransferring(true)}>
                {t.transferItem}
              </Button>
            )}
            <Button variant="default" onClick={() => setEditing(member)}>
              {t.edit}
            </Button>
          </>
        }
      />
      <MemberCancellationRequests officeId={officeId} memberId={memberId} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <HouseholdSection
            members={d.household.members}
            focusId={memberId}
            linkTo={linkTo}
            memberActions={memberMenu}
            subscriptionActions={(m, s) => (
              <SubscriptionMenu
                member={m}
                subscription={s}
                officeId={officeId}
                hasMethod={d.household.paymentMethod !== null}
                userId={userId}
                open={setDialog}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md">
            <PaymentMethodCard
              method={d.household.paymentMethod}
              paidByEmployer={d.household.paidByEmployer}
              actions={
                <Stack gap={0} align="flex-start">
                  {late && d.household.paymentMethod !== null && (
                    <ChargeLateButton userId={userId} officeId={officeId} memberId={memberId} />
                  )}
                  <SendLinkButton officeId={officeId} memberId={memberId} hasEmail={owner?.email !== null} />
                </Stack>
              }
            />
            <MemberPmsCards officeId={officeId} memberId={memberId} name={name} chartId={member.chartId} />
            <HouseholdReferralCard officeId={officeId} memberId={memberId} audience="office" />
            <Paper withBorder radius="md" p="md">
              <Title order={2} size="h5" mb="xs">
                {t.paymentHistory}
              </Title>
              <Stack gap={4}>
                <Anchor component={Link} to={`/dentist-new/payment-history/${memberId}`} size="sm">
                  {t.paymentHistory}
                </Anchor>
                <Anchor component={Link} to={`/dentist-new/membership-history/patient/${memberId}`} size="sm">
                  {t.membershipHistory}
                </Anchor>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <Tabs defaultValue="notes" mt="xl" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="notes">
            {t.notes} ({d.notes.length})
          </Tabs.Tab>
          <Tabs.Tab value="history">{t.history}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="notes" pt="md">
          <NotesPanel officeId={officeId} memberId={memberId} notes={d.notes} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <HistoryPanel officeId={officeId} memberId={memberId} />
        </Tabs.Panel>
      </Tabs>
      <SubscriptionDialogHost
        dialog={dialog}
        household={d.household.members}
        method={d.household.paymentMethod}
        officeId={officeId}
        onClose={() => setDialog(null)}
      />
      {transferring && (
        <TransferModal household={d.household.members} officeId={officeId} onClose={() => setTransferring(false)} />
      )}
      {addingPlan && (
        <AddPlanModal
          member={addingPlan}
          household={d.household.members}
          method={d.household.paymentMethod}
          officeId={officeId}
          onClose={() => setAddingPlan(null)}
        />
      )}
      {editing && (
        <EditMemberModal member={editing} officeId={officeId} userId={userId} onClose={() => setEditing(null)} />
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={deleting ? t.deleteTitle(`${deleting.firstName} ${deleting.lastName}`) : ''}
      >
        <Text size="sm" mb="md">
          {t.deleteLead}
        </Text>
        {remove.isError && (
          <Alert color="red" mb="md" role="alert">
            {userMessageOf(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDeleting(null)}>
            {t.cancel}
          </Button>
          <Button color="red.9" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting)}>
            {t.deleteConfirm}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
