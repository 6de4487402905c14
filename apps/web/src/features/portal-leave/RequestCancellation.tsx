import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { LeavingTermsResponse } from '@mhq/contract';
import { formatUsDate, formatUsDay, PATIENT_CANCELLATION_REASONS } from '@mhq/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, userMessageOf } from '../../app/api';
import { tenant } from '../../app/tenant';
import { usePortalTexts } from '../portal/portal-language';
import { LEAVE_TEXTS } from './leave-texts';

type Props = {
  officeId: number;
  memberId: number;
  subscriptionId: number;
  /** Shown on the button's accessible name when a page lists several plans ("Request cancellation: Ana, Adult Wellness"). */
  memberFirstName?: string;
  planName?: string;
  /** Called once the request is sent (the page refreshes what it shows). */
  onRequested?: () => void;
};

/**
 * A household asks the office to cancel one member's plan (issue 22, 'Leave'): a button that opens the terms of leaving
 * (the paid period, an annual plan's year, the guarantee's commitment, refunds) above the form, so they are read
 * before the request is sent. The office confirms or keeps the plan; until then it stays active.
 */
export function RequestCancellation({
  officeId,
  memberId,
  subscriptionId,
  memberFirstName,
  planName,
  onRequested,
}: Props) {
  const t = usePortalTexts(LEAVE_TEXTS);
  const [open, setOpen] = useState(false);
  const label = memberFirstName && planName ? `${t.button}: ${memberFirstName}, ${planName}` : t.button;
  return (
    <>
      <Button variant="default" size="compact-sm" onClick={() => setOpen(true)} aria-label={label}>
        {t.button}
      </Button>
      {open && (
        <LeaveModal
          ids={{ officeId, memberId, subscriptionId }}
          onClose={() => setOpen(false)}
          {...(onRequested ? { onRequested } : {})}
        />
      )}
    </>
  );
}

/** Mantine's default error red is too light on white for small text (axe color-contrast). */
const ERROR_CONTRAST = { error: { color: 'var(--mantine-color-red-9)' } };

type Ids = { officeId: number; memberId: number; subscriptionId: number };

function LeaveModal({ ids, onClose, onRequested }: { ids: Ids; onClose: () => void; onRequested?: () => void }) {
  const t = usePortalTexts(LEAVE_TEXTS);
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const query = { dentistInfoId: ids.officeId, memberId: ids.memberId, subscriptionId: ids.subscriptionId };
  const terms = useQuery({
    queryKey: ['portal', 'leaving-terms', query],
    queryFn: ({ signal }) => call('leavingTerms', { query, signal, successToast: false }),
  });
  const title = terms.data ? t.title(terms.data.memberFirstName, terms.data.planName) : t.button;
  return (
    <Modal opened onClose={onClose} title={title} fullScreen={phone} size="lg">
      {terms.isPending && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text>{t.loading}</Text>
        </Group>
      )}
      {terms.isError && <Alert color="red">{userMessageOf(terms.error)}</Alert>}
      {terms.data && (
        <LeaveBody terms={terms.data} ids={ids} onClose={onClose} {...(onRequested ? { onRequested } : {})} />
      )}
    </Modal>
  );
}

/** The terms, then either why the household cannot ask, or the request's form. */
function LeaveBody({
  terms,
  ids,
  onClose,
  onRequested,
}: {
  terms: LeavingTermsResponse;
  ids: Ids;
  onClose: () => void;
  onRequested?: () => void;
}) {
  const t = usePortalTexts(LEAVE_TEXTS);
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<string>('');
  const [note, setNote] = useState('');
  const [read, setRead] = useState(false);
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: () =>
      call('requestCancellation', {
        body: {
          dentistInfoId: ids.officeId,
          memberId: ids.memberId,
          subscriptionId: ids.subscriptionId,
          reason: Number(reason),
          ...(note.trim() ? { note: note.trim() } : {}),
          termsRead: true,
        },
        successToast: false,
      }),
    onSuccess: (answer) => {
      setSent(answer._message);
      // The household's pages show the plan as requested now.
      void queryClient.invalidateQueries();
      onRequested?.();
    },
  });
  const callUs = t.callOffice(terms.officeName, terms.officePhone ?? tenant.supportPhone);

  if (sent) {
    return (
      <Stack gap="md">
        <Title order={3} size="h4">
          {t.sentTitle}
        </Title>
        <Text>{sent}</Text>
        <Text size="sm">{callUs}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t.close}</Button>
        </Group>
      </Stack>
    );
  }
  if (terms.refusal) {
    return (
      <Stack gap="md">
        <Alert color="blue">
          {terms.refusal === 'alreadyRequested' && terms.requestedAt
            ? t.requestedOn(formatUsDate(terms.requestedAt))
            : t.refusal[terms.refusal]}
        </Alert>
        <Text size="sm">{callUs}</Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t.close}</Button>
        </Group>
      </Stack>
    );
  }
  const reasonMissing = tried && !reason;
  const readMissing = tried && !read;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (reason && read) send.mutate();
      }}
      noValidate
    >
      <Stack gap="md">
        <Text>{t.intro}</Text>
        <TermsList terms={terms} />
        <Radio.Group
          label={t.reasonLabel}
          value={reason}
          onChange={setReason}
          required
          error={reasonMissing ? t.reasonLabel : undefined}
          styles={ERROR_CONTRAST}
        >
          <Stack gap={8} mt={6}>
            {PATIENT_CANCELLATION_REASONS.map((value) => (
              <Radio key={value} value={String(value)} label={t.reasons[value]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={t.noteLabel}
          placeholder={t.notePlaceholder}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        <Checkbox
          label={t.readTerms}
          checked={read}
          onChange={(e) => setRead(e.currentTarget.checked)}
          error={readMissing ? t.readTermsNeeded : undefined}
          styles={ERROR_CONTRAST}
        />
        {send.isError && <Alert color="red">{userMessageOf(send.error)}</Alert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t.keep}
          </Button>
          <Button type="submit" color="red.8" loading={send.isPending}>
            {t.send}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** What leaving means for this plan, in the household's language. */
function TermsList({ terms }: { terms: LeavingTermsResponse }) {
  const t = usePortalTexts(LEAVE_TEXTS);
  const end = terms.paidThrough ? formatUsDay(terms.paidThrough) : null;
  const items = [
    t.officeDecides(terms.officeName),
    end ? (terms.term === 'annual' ? t.annualEnd(end) : t.monthlyEnd(end)) : t.noDate,
    ...(terms.commitmentEndsOn ? [t.guarantee(formatUsDay(terms.commitmentEndsOn))] : []),
    ...(terms.setupFeePaid ? [t.setupFee] : []),
    terms.refundPossibleUntil ? t.refundWindow(formatUsDay(terms.refundPossibleUntil)) : t.noRefund,
  ];
  return (
    <Stack gap={6} component="section" aria-label={t.whatHappens}>
      <Title order={3} size="h5">
        {t.whatHappens}
      </Title>
      <List spacing={6} size="sm">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
