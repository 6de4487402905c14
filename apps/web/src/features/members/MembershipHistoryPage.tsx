import { Alert, Anchor, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatMoney, formatUsDate } from '@mhq/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { HistoryPanel } from './HistoryPanel';
import { statusTone } from './member-tones';
import { useMemberDetails, useMembersScope } from './members-api';
import { membersText as t } from './members-texts';

/**
 * /dentist-new/membership-history/patient/{patientId}: every plan a member has had, in which status and for when,
 * and the member's whole history.
 */
export function MembershipHistoryPage() {
  const { patientId } = useParams();
  const memberId = Number(patientId);
  const scope = useMembersScope();
  const back = (
    <Anchor component={Link} to={`/account/members?id=${memberId}`} size="sm" className="member-back">
      <IconArrowLeft size={14} aria-hidden /> {t.backToMember}
    </Anchor>
  );
  if (scope.officeId === null) return <Alert color="gray">{t.noOffice}</Alert>;
  return <MembershipHistory userId={scope.userId} officeId={scope.officeId} memberId={memberId} back={back} />;
}

type HistoryProps = { userId: number; officeId: number; memberId: number; back: ReactNode; eyebrow?: string };

/** Every plan a member has had and their whole history: the office's page and the platform admins' alike. */
export function MembershipHistory({ userId, officeId, memberId, back, eyebrow }: HistoryProps) {
  const details = useMemberDetails(userId, officeId, memberId);
  if (details.isPending) return <Loader role="status" aria-label={t.loading} />;
  if (details.isError) {
    return (
      <>
        {back}
        <PageHeader title={t.membershipHistory} />
        <Alert color="gray">{userMessageOf(details.error)}</Alert>
      </>
    );
  }
  const member = details.data.household.members.find((m) => m.memberId === memberId);
  if (!member) return <Alert color="gray">{t.notFound}</Alert>;
  return (
    <>
      {back}
      <PageHeader eyebrow={eyebrow ?? t.membershipHistory} title={`${member.firstName} ${member.lastName}`} />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md" className="members-table-wrap">
          <Title order={2} size="h4" mb="sm">
            {t.plans}
          </Title>
          {member.subscriptions.length === 0 ? (
            <Text size="sm">{t.noPlans}</Text>
          ) : (
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.columns.plan}</Table.Th>
                  <Table.Th>{t.columns.status}</Table.Th>
                  <Table.Th visibleFrom="sm">{t.startedColumn}</Table.Th>
                  <Table.Th>{t.endColumn}</Table.Th>
                  <Table.Th ta="right">{t.priceColumn}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {member.subscriptions.map((s) => (
                  <Table.Tr key={s.subscriptionId}>
                    <Table.Td>{s.planName}</Table.Td>
                    <Table.Td>
                      <StatusBadge tone={statusTone(s.status)} size="sm">
                        {s.statusLabel}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{formatDate(s.createdAt)}</Table.Td>
                    <Table.Td>
                      {s.endsOn
                        ? formatUsDate(s.endsOn)
                        : s.nextRenewalOn
                          ? `${t.renews} ${formatUsDate(s.nextRenewalOn)}`
                          : s.canceledAt
                            ? formatDate(s.canceledAt)
                            : t.none}
                    </Table.Td>
                    <Table.Td ta="right">
                      {s.payor === 'office'
                        ? t.officePaid
                        : t.price(formatMoney(s.priceCents, { decimals: 2 }), s.term)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} size="h4" mb="sm">
            {t.history}
          </Title>
          <HistoryPanel officeId={officeId} memberId={memberId} />
        </Paper>
      </Stack>
    </>
  );
}
