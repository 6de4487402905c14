import { Alert, Anchor, Badge, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { PendingCancellationRequest } from '@mhq/contract';
import { formatMoney, formatUsDate, formatUsDay, utcDayOf } from '@mhq/domain';
import { IconDoorExit } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { call, userMessageOf } from '../../app/api';
import { useMayInOffice } from '../../app/office-permissions';
import { useCancellationRequests } from './cancellation-requests-api';
import { cancellationRequestsText as t } from './cancellation-requests-texts';
import { useRefreshMembers } from './members-api';

/**
 * On the members list: the cancellations households asked for from their portal, each with its reason, note and date,
 * and the office's two answers (confirm, or keep the plan after talking to them). Nothing when none waits.
 */
export function CancellationRequestsPanel({ officeId }: { officeId: number }) {
  const requests = useCancellationRequests(officeId);
  const location = useLocation();
  const list = requests.data?.requests ?? [];
  if (list.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-labelledby="cancellation-requests-title">
      <Group gap="xs" mb={4} wrap="nowrap">
        <IconDoorExit size={20} aria-hidden color="var(--mantine-color-red-8)" />
        <Title order={2} size="h4" id="cancellation-requests-title">
          {t.title(list.length)}
        </Title>
      </Group>
      <Text size="sm" c="gray.7" mb="sm">
        {t.lead}
      </Text>
      <Stack gap="sm">
        {list.map((r) => (
          <RequestCard
            key={r.subscriptionId}
            officeId={officeId}
            request={r}
            memberLink={`${location.pathname}?id=${r.memberId}`}
          />
        ))}
      </Stack>
    </Paper>
  );
}

/** On a member's page: the household's request about this member's plans, with the same answers. */
export function MemberCancellationRequests({ officeId, memberId }: { officeId: number; memberId: number }) {
  const requests = useCancellationRequests(officeId);
  const mine = (requests.data?.requests ?? []).filter((r) => r.memberId === memberId);
  if (mine.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" mb="md" component="section" aria-labelledby="member-cancellation-title">
      <Title order={2} size="h5" mb="xs" id="member-cancellation-title">
        {t.memberTitle}
      </Title>
      <Stack gap="sm">
        {mine.map((r) => (
          <RequestCard key={r.subscriptionId} officeId={officeId} request={r} memberLink={null} />
        ))}
      </Stack>
    </Paper>
  );
}

function RequestCard({
  officeId,
  request: r,
  memberLink,
}: {
  officeId: number;
  request: PendingCancellationRequest;
  memberLink: string | null;
}) {
  const may = useMayInOffice();
  const [action, setAction] = useState<'confirm' | 'keep' | null>(null);
  const today = utcDayOf(new Date());
  const held = r.nextRenewalOn !== null && r.nextRenewalOn <= today;
  return (
    <Paper radius="sm" p="sm" bg="gray.0" data-testid="cancellation-request">
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text fw={700}>
            {memberLink ? (
              <Anchor component={Link} to={memberLink} c="dark.9" underline="always">
                {r.memberName}
              </Anchor>
            ) : (
              r.memberName
            )}
          </Text>
          <Text size="sm" c="gray.7">
            {t.requested(formatUsDate(r.requestedAt), r.accountOwnerName)}
          </Text>
        </Group>
        <Group gap="xs">
          <Text size="sm">{t.plan(r.planName, r.term, formatMoney(r.priceCents, { decimals: 2 }))}</Text>
          {r.guaranteed && (
            <Badge size="sm" variant="light" color="blue">
              {t.guaranteed}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t.reason}:
          </Text>{' '}
          {r.reasonLabel}
        </Text>
        {r.note && (
          <Text size="sm">
            <Text span fw={600}>
              {t.note}:
            </Text>{' '}
            {r.note}
          </Text>
        )}
        {(r.accountOwnerPhone || r.accountOwnerEmail) && (
          <Text size="sm">
            <Text span fw={600}>
              {t.contact}:
            </Text>{' '}
            {[r.accountOwnerPhone, r.accountOwnerEmail].filter(Boolean).join(' · ')}
          </Text>
        )}
        <Text size="sm" c="gray.7">
          {held && r.nextRenewalOn
            ? t.renewalHeld(formatUsDay(r.nextRenewalOn))
            : t.endsIfConfirmed(formatUsDay(r.endsIfConfirmed))}
        </Text>
        {may('cancelMembership') && (
          <Group gap="xs" mt={4}>
            <Button size="xs" color="red.8" onClick={() => setAction('confirm')}>
              {t.confirm}
            </Button>
            <Button size="xs" variant="default" onClick={() => setAction('keep')}>
              {t.keep}
            </Button>
          </Group>
        )}
      </Stack>
      {action && <DecisionModal officeId={officeId} request={r} action={action} onClose={() => setAction(null)} />}
    </Paper>
  );
}

/** The office's answer, with a note for the member's history; the refusal (already decided) in its words. */
function DecisionModal({
  officeId,
  request: r,
  action,
  onClose,
}: {
  officeId: number;
  request: PendingCancellationRequest;
  action: 'confirm' | 'keep';
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const refresh = useRefreshMembers();
  const confirming = action === 'confirm';
  const run = useMutation({
    mutationFn: () => {
      const body = {
        memberId: r.memberId,
        subscriptionId: r.subscriptionId,
        ...(note.trim() ? { note: note.trim() } : {}),
      };
      return confirming
        ? call('confirmCancellationRequest', { params: { id: officeId }, body })
        : call('keepCancellationRequest', { params: { id: officeId }, body });
    },
    onSuccess: () => {
      void refresh();
      onClose();
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={confirming ? t.confirmTitle(r.memberName, r.planName) : t.keepTitle(r.memberName, r.planName)}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run.mutate();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{confirming ? t.confirmLead(formatUsDay(r.endsIfConfirmed)) : t.keepLead}</Text>
          <Textarea
            label={t.noteLabel}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            {...(confirming ? {} : { placeholder: t.keepNotePlaceholder })}
          />
          {run.isError && (
            <Alert color="red" role="alert">
              {userMessageOf(run.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" color={confirming ? 'red.8' : undefined} loading={run.isPending}>
              {confirming ? t.confirm : t.keep}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
