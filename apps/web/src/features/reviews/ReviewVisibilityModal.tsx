import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { AdminReviewView } from '@mhq/contract';
import { REVIEW_REASON_MAX, REVIEW_REASON_MIN } from '@mhq/domain';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { adminReviewsText as t } from './admin-reviews-texts';
import { useReviewVisibility } from './reviews-api';

/** A moderator hides a review's text (or shows it again), saying why: the reason goes to the audit log. */
export function ReviewVisibilityModal({ review, onClose }: { review: AdminReviewView; onClose: () => void }) {
  const hide = !review.hidden;
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const change = useReviewVisibility();
  const trimmed = reason.trim();
  const problem =
    trimmed.length < REVIEW_REASON_MIN ? t.reasonShort : trimmed.length > REVIEW_REASON_MAX ? t.reasonLong : null;
  return (
    <Modal opened onClose={onClose} title={hide ? t.hideTitle : t.unhideTitle}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (problem) return;
          change.mutate(
            { officeId: review.officeId, reviewId: review.reviewId, hidden: hide, reason: trimmed },
            { onSuccess: onClose },
          );
        }}
      >
        <Stack gap="md">
          <Text size="sm">{hide ? t.hideLead : t.unhideLead}</Text>
          <Textarea
            label={t.reasonLabel}
            description={t.reasonHint}
            required
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={tried && problem ? problem : undefined}
            data-autofocus
          />
          {change.isError && <Alert color="red">{userMessageOf(change.error)}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={change.isPending}>
              {t.cancel}
            </Button>
            <Button type="submit" color={hide ? 'red.9' : undefined} loading={change.isPending}>
              {hide ? t.confirmHide : t.confirmUnhide}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
