import { Button, Checkbox, Group, Modal, Radio, Select, Stack, Textarea } from '@mantine/core';
import type { MemberSubscription } from '@mhq/contract';
import {
  CANCELLATION_REASONS,
  DEFAULT_CANCELLATION_REASON,
  daysBetween,
  FULL_REFUND_DAYS,
  formatUsDate,
  utcDayOf,
} from '@mhq/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, call, userMessageOf } from '../../app/api';
import { openErrorModal } from '../../ui/modals';
import { useRefreshMembers } from './members-api';
import { membersText as t } from './members-texts';

type Props = {
  officeId: number;
  memberId: number;
  name: string;
  subscription: MemberSubscription;
  onClose: () => void;
};

/** Cancels a plan with a reason (spec 02 section 9), at the end of the paid period or now. */
export function CancelPlanModal({ officeId, memberId, name, subscription: s, onClose }: Props) {
  const [reason, setReason] = useState<string>(String(DEFAULT_CANCELLATION_REASON));
  const [when, setWhen] = useState<'periodEnd' | 'now'>('periodEnd');
  const [note, setNote] = useState('');
  const [refund, setRefund] = useState(false);
  // A plan canceled now within 90 days of its start may be refunded in full (the server checks it again).
  const refundable =
    s.payor === 'member' && daysBetween(utcDayOf(new Date(s.createdAt)), utcDayOf(new Date())) < FULL_REFUND_DAYS;
  const refresh = useRefreshMembers();
  const cancel = useMutation({
    mutationFn: () =>
      call('cancelPlan', {
        params: { id: officeId },
        body: {
          memberId,
          subscriptionId: s.subscriptionId,
          reason: Number(reason),
          when,
          ...(note.trim() ? { note: note.trim() } : {}),
          ...(refund && when === 'now' && refundable ? { refund: true } : {}),
        },
      }),
    onSuccess: () => {
      void refresh();
      onClose();
    },
    onError: (error) => {
      // The spec's cancellation error modal: 'WE'VE GOT GOOD NEWS... AND BAD NEWS.' with why.
      if (error instanceof ApiError && error.status === 409) {
        onClose();
        openErrorModal({ cancellation: true, message: userMessageOf(error) });
      }
    },
  });
  return (
    <Modal opened onClose={onClose} title={t.cancelTitle(s.planName, name)}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          cancel.mutate();
        }}
      >
        <Stack gap="sm">
          <Select
            label={t.cancelReason}
            data={CANCELLATION_REASONS.map((r) => ({ value: String(r.value), label: r.label }))}
            value={reason}
            onChange={(v) => setReason(v ?? String(DEFAULT_CANCELLATION_REASON))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Radio.Group label={t.cancelWhen} value={when} onChange={(v) => setWhen(v as 'periodEnd' | 'now')}>
            <Stack gap={6} mt={4}>
              <Radio
                value="periodEnd"
                label={s.nextRenewalOn ? t.cancelAtEnd(formatUsDate(s.nextRenewalOn)) : t.cancelAtEndNoDate}
              />
              <Radio value="now" label={t.cancelNow} />
            </Stack>
          </Radio.Group>
          {when === 'now' && refundable && (
            <Checkbox
              label={t.cancelRefund(FULL_REFUND_DAYS)}
              checked={refund}
              onChange={(e) => setRefund(e.currentTarget.checked)}
            />
          )}
          <Textarea
            label={t.cancelNote}
            maxLength={500}
            autosize
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          {cancel.isError && !(cancel.error instanceof ApiError && cancel.error.status === 409) && (
            <div role="alert" className="member-form-error">
              {userMessageOf(cancel.error)}
            </div>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t.keepPlan}
            </Button>
            <Button type="submit" color="red.9" loading={cancel.isPending}>
              {t.cancelConfirm}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
