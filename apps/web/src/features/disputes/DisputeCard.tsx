import './disputes.css';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { DisputeView } from '@mhq/contract';
import { formatMoney, formatUsDay } from '@mhq/domain';
import { Link } from 'react-router';
import { useMayInOffice } from '../../app/office-permissions';
import { formatDate } from '../../ui/format';
import { StatusBadge, type Tone } from '../../ui/StatusBadge';
import { disputesText as t } from './disputes-texts';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

type Shown = keyof typeof t.status;

const shownStatus = (d: DisputeView): Shown => (d.accepted ? 'accepted' : d.status);
const TONE: Record<Shown, Tone> = {
  needs_response: 'attention',
  under_review: 'neutral',
  won: 'ok',
  lost: 'danger',
  accepted: 'neutral',
};

/** The deadline in words, urgent in its last three days. */
function Deadline({ d }: { d: DisputeView }) {
  if (!d.respondBy || d.daysLeft === null) return null;
  const urgent = d.daysLeft <= 3;
  return (
    <Text size="sm" fw={600} className="dispute-deadline" data-urgent={urgent}>
      {t.answerBy(formatUsDay(d.respondBy))} ({t.daysLeft(d.daysLeft)})
    </Text>
  );
}

/** What the office sent, once it answered: its account and which records went with it. */
function Sent({ d }: { d: DisputeView }) {
  if (!d.evidence) return null;
  const part = (label: string, text: string | null) => (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text size="sm" c={text ? undefined : 'gray.7'} style={{ whiteSpace: 'pre-wrap' }}>
        {text ?? t.notSent}
      </Text>
    </div>
  );
  return (
    <Paper bg="gray.0" p="sm" radius="sm">
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {t.sent}
        </Text>
        {part(t.yourAccount, d.evidence.description)}
        {part(t.agreement, d.evidence.agreement)}
        {part(t.terms, d.evidence.terms)}
      </Stack>
    </Paper>
  );
}

/** One disputed payment: what it holds, why, by when to answer, the plans on hold, what was sent and the outcome. */
export function DisputeCard({
  d,
  onAnswer,
  onAccept,
}: {
  d: DisputeView;
  onAnswer: (d: DisputeView) => void;
  onAccept: (d: DisputeView) => void;
}) {
  const shown = shownStatus(d);
  const may = useMayInOffice();
  const outcome = shown === 'under_review' ? t.outcome.review : shown === 'needs_response' ? null : t.outcome[shown];
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={`dispute-${d.disputeId}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <div>
            <Text id={`dispute-${d.disputeId}`} fw={700} fz="lg">
              {money(d.amountCents)}{' '}
              <Anchor
                component={Link}
                to={`/account/members?id=${d.memberId}`}
                fw={600}
                aria-label={t.openMember(d.memberName)}
              >
                {d.memberName}
              </Anchor>
            </Text>
            <Text size="sm" c="gray.7">
              {[
                t.paymentOf(money(d.paymentCents), formatUsDay(d.paidOn)),
                d.methodLabel,
                ...(d.amountCents !== d.paymentCents ? [t.disputedPart(money(d.amountCents))] : []),
              ].join(' · ')}
            </Text>
          </div>
          <StatusBadge tone={TONE[shown]}>{t.status[shown]}</StatusBadge>
        </Group>
        <Text size="sm">
          <Text span fw={600}>
            {t.reason}:
          </Text>{' '}
          {d.reasonLabel}
        </Text>
        <Deadline d={d} />
        {d.plans.length > 0 && (
          <Text size="sm">
            <Text span fw={600}>
              {t.plansHeld}:
            </Text>{' '}
            {d.plans.map((p) => `${p.planName} (${p.memberName}, ${p.status})`).join('; ')}
          </Text>
        )}
        {outcome && (
          <Text size="sm" c="gray.8">
            {outcome}
            {d.closedAt
              ? ` ${d.accepted ? t.acceptedOn(formatDate(d.closedAt)) : t.decidedOn(formatDate(d.closedAt))}.`
              : ''}
          </Text>
        )}
        <Sent d={d} />
        {d.status === 'needs_response' && (may('answerDispute') || may('acceptDispute')) && (
          <Group gap="sm">
            {may('answerDispute') && <Button onClick={() => onAnswer(d)}>{t.answer}</Button>}
            {may('acceptDispute') && (
              <Button variant="default" c="red.9" onClick={() => onAccept(d)}>
                {t.accept}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
