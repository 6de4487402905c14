import { Alert, Button, Group, Modal, NativeSelect, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import type { FinanceCharge } from '@mhq/contract';
import {
  dollarsToCents,
  FULL_REFUND_DAYS,
  formatMoney,
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  type RefundReasonValue,
} from '@mhq/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { call, userMessageOf } from '../../app/api';
import { newIdempotencyKey } from '../enrolment/enrolment-api';
import { membersText as t } from './members-texts';

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/**
 * Gives money back from one payment: what is left of it by default, or less. From a member's own payment history
 * (`memberId`) it is that member's share (refunds/single); from the household's, the payment as a whole. The
 * server decides what is left; its refusal shows here. One key per opening, so a double click refunds once.
 */
export function RefundModal({
  officeId,
  charge,
  memberId,
  memberName,
  onClose,
}: {
  officeId: number;
  charge: FinanceCharge;
  memberId: number | null;
  memberName: string | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  // A payment over 90 days old may only be refunded in part (spec 01): no full amount is offered then.
  const fullAllowed = charge.fullRefundAllowed;
  const [dollars, setDollars] = useState<number | string>(fullAllowed ? charge.refundableCents / 100 : '');
  const [reason, setReason] = useState<RefundReasonValue>('requested_by_customer');
  const [note, setNote] = useState('');
  const [key] = useState(newIdempotencyKey);
  const cents = typeof dollars === 'number' ? dollarsToCents(dollars) : dollars ? dollarsToCents(dollars) : 0;
  const tooMuch = cents > charge.refundableCents;
  const wholeButLate = !fullAllowed && !tooMuch && cents >= charge.refundableCents;
  const amountError = tooMuch
    ? t.refundTooMuch(money(charge.refundableCents))
    : wholeButLate
      ? t.refundLeavePart(money(charge.refundableCents))
      : undefined;
  const send = useMutation({
    mutationFn: () => {
      const body = {
        dentistInfoId: officeId,
        chargeId: charge.chargeId,
        amountCents: cents,
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
      };
      const headers = { 'Idempotency-Key': key };
      return memberId === null
        ? call('refund', { body, headers })
        : call('refundSingle', { body: { ...body, memberId }, headers });
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['members'] });
      onClose();
    },
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={memberName ? t.refundShareTitle(memberName) : t.refundTitle}
      // Field errors in a red dark enough for WCAG AA on white (Mantine's default red is about 3.5:1).
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as CSSProperties}
    >
      <Stack gap="md">
        <Text size="sm">
          {t.refundLead(money(charge.amountCents), charge.methodLabel, money(charge.refundableCents))}
        </Text>
        {!fullAllowed && (
          <Alert color="yellow" variant="light" py="xs">
            {t.refundOnlyPart(FULL_REFUND_DAYS)}
          </Alert>
        )}
        <NumberInput
          label={t.refundAmount}
          prefix="$"
          decimalScale={2}
          fixedDecimalScale
          min={0.01}
          max={charge.refundableCents / 100}
          value={dollars}
          onChange={setDollars}
          error={amountError}
        />
        <NativeSelect
          label={t.refundReason}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value as RefundReasonValue)}
          data={REFUND_REASONS.map((r) => ({ value: r, label: REFUND_REASON_LABELS[r] }))}
        />
        <Textarea
          label={t.refundNote}
          maxLength={500}
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        {charge.method === 'cash' && (
          <Text size="sm" c="gray.7">
            {t.refundCash}
          </Text>
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
            color="red.9"
            disabled={cents <= 0 || amountError !== undefined}
            loading={send.isPending}
            onClick={() => send.mutate()}
          >
            {t.refundConfirm(money(cents))}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
