import './disputes.css';
import { Alert, Button, Checkbox, Group, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import type { DisputeView } from '@mhq/contract';
import { DISPUTE_DESCRIPTION_MAX, formatMoney } from '@mhq/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call, userMessageOf } from '../../app/api';
import { disputesText as t } from './disputes-texts';
import { DISPUTES_KEY } from './use-disputes';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });
const MIN = 20;

/** A record that goes with the answer when ticked, shown as the bank will read it. */
function Record({
  label,
  text,
  checked,
  onChange,
}: {
  label: string;
  text: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <Stack gap={6}>
      <Checkbox label={label} checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} />
      <Paper bg="gray.0" p="sm" radius="sm" ml={32} opacity={checked ? 1 : 0.55}>
        <Text size="sm">{text}</Text>
      </Paper>
    </Stack>
  );
}

/** The office's answer to a dispute: its account, with the patient's agreement and the plan's terms from the records. */
export function AnswerDisputeModal({
  officeId,
  dispute,
  onClose,
}: {
  officeId: number;
  dispute: DisputeView;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const [description, setDescription] = useState('');
  const [agreement, setAgreement] = useState(true);
  const [terms, setTerms] = useState(true);
  const [touched, setTouched] = useState(false);
  const short = description.trim().length < MIN;
  const send = useMutation({
    mutationFn: () =>
      call('respondToDispute', {
        params: { id: officeId, disputeId: dispute.disputeId },
        body: { description: description.trim(), agreement, terms },
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: DISPUTES_KEY });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} size="lg" title={t.answerTitle(money(dispute.amountCents))}>
      <Stack gap="md">
        <Text size="sm">{t.answerLead(dispute.memberName)}</Text>
        <Textarea
          label={t.accountLabel}
          description={t.accountHint}
          placeholder={t.accountPlaceholder}
          required
          autosize
          minRows={4}
          maxLength={DISPUTE_DESCRIPTION_MAX}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched && short ? `Write at least ${MIN} characters.` : undefined}
        />
        {dispute.draft && (
          <>
            <Record
              label={t.includeAgreement}
              text={dispute.draft.agreement}
              checked={agreement}
              onChange={setAgreement}
            />
            {!agreement && (
              <Text size="sm" className="dispute-deadline">
                {t.agreementAdvice}
              </Text>
            )}
            <Record label={t.includeTerms} text={dispute.draft.terms} checked={terms} onChange={setTerms} />
          </>
        )}
        {send.isError && (
          <Alert color="red" role="alert">
            {userMessageOf(send.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            loading={send.isPending}
            onClick={() => {
              setTouched(true);
              if (!short) send.mutate();
            }}
          >
            {t.send}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Conceding a dispute: the money goes back and the plans end, once confirmed. */
export function AcceptDisputeModal({
  officeId,
  dispute,
  onClose,
}: {
  officeId: number;
  dispute: DisputeView;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const accept = useMutation({
    mutationFn: () => call('acceptDispute', { params: { id: officeId, disputeId: dispute.disputeId }, body: {} }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: DISPUTES_KEY });
      void client.invalidateQueries({ queryKey: ['members'] });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t.acceptTitle(money(dispute.amountCents))}>
      <Stack gap="md">
        <Text size="sm">{t.acceptLead(money(dispute.amountCents), dispute.memberName)}</Text>
        {accept.isError && (
          <Alert color="red" role="alert">
            {userMessageOf(accept.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t.keepOpen}
          </Button>
          <Button color="red.9" loading={accept.isPending} onClick={() => accept.mutate()}>
            {t.acceptConfirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
