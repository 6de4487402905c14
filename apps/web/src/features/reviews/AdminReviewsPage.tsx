import './reviews.css';
import { Alert, Badge, Button, Card, Group, Loader, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { AdminReviewView } from '@mhq/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { adminReviewsText as t } from './admin-reviews-texts';
import { ReviewVisibilityModal } from './ReviewVisibilityModal';
import { useAdminReviews } from './reviews-api';
import { Stars } from './Stars';

type Show = 'all' | 'hidden' | 'visible';
const SHOWS: Show[] = ['all', 'hidden', 'visible'];

/** One review as the moderators see it: its words whatever its state, the office's answer, and who hid it and why. */
function AdminReviewCard({ review, onModerate }: { review: AdminReviewView; onModerate: () => void }) {
  const headingId = `admin-review-${review.reviewId}`;
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Text size="sm" c="gray.7" fw={600}>
              {review.officeName}
            </Text>
            <Stars rating={review.rating} label={t.starsOf(review.rating)} />
            <Text fw={600} id={headingId}>
              {t.by(review.memberName, formatDate(review.createdAt))}
            </Text>
          </Stack>
          <Group gap="xs">
            {review.hidden && (
              <Badge color="#9a3412" variant="outline">
                {t.hidden}
              </Badge>
            )}
            {review.editedSinceHidden && (
              <Badge color="#1e40af" variant="outline">
                {t.rewritten}
              </Badge>
            )}
            <Button
              size="xs"
              variant={review.hidden ? 'default' : 'light'}
              color={review.hidden ? undefined : 'red'}
              onClick={onModerate}
            >
              {review.hidden ? t.unhide : t.hide}
            </Button>
          </Group>
        </Group>
        {review.text ? (
          <Text className="review-text" c={review.hidden ? 'gray.7' : undefined}>
            {review.text}
          </Text>
        ) : (
          <Text c="gray.7" fs="italic">
            {t.noText}
          </Text>
        )}
        {review.hidden && review.hiddenAt && (
          <Text size="sm" c="gray.7">
            {t.hiddenBy(review.hiddenBy ?? '—', formatDate(review.hiddenAt))}
            {review.hiddenReason ? ` · ${t.reason(review.hiddenReason)}` : ''}
          </Text>
        )}
        {review.answer && (
          <Stack gap={4} pl="md" py={4} className="review-answer">
            <Text size="sm" fw={600}>
              {t.officeAnswer}
            </Text>
            <Text size="sm" className="review-text">
              {review.answer.text}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** /admin/reviews: every office's reviews for moderation, narrowed to one office or to hidden or shown ones. */
export function AdminReviewsPage() {
  const [params, setParams] = useSearchParams();
  const show: Show = SHOWS.find((s) => s === params.get('show')) ?? 'all';
  const officeParam = Number(params.get('officeId'));
  const officeId = Number.isInteger(officeParam) && officeParam > 0 ? officeParam : undefined;
  const reviews = useAdminReviews({ show, ...(officeId ? { officeId } : {}) });
  const [moderating, setModerating] = useState<AdminReviewView | null>(null);
  const d = reviews.data;
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle} />
      <Group gap="lg" mb="lg" align="flex-end" wrap="wrap">
        <Select
          label={t.office}
          placeholder={t.allOffices}
          clearable
          w={320}
          value={officeId ? String(officeId) : null}
          onChange={(v) => setParam('officeId', v)}
          data={(d?.offices ?? []).map((o) => ({ value: String(o.id), label: t.officeOption(o.name, o.count) }))}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="admin-review-show">
            {t.show}
          </Text>
          <SegmentedControl
            aria-labelledby="admin-review-show"
            value={show}
            onChange={(v) => setParam('show', v === 'all' ? null : v)}
            data={SHOWS.map((s) => ({ value: s, label: t.shows[s] }))}
          />
        </Stack>
      </Group>
      {reviews.isPending ? (
        <Loader role="status" aria-label={t.loading} />
      ) : reviews.isError || !d ? (
        <Alert color="gray">{userMessageOf(reviews.error)}</Alert>
      ) : d.reviews.length === 0 ? (
        <Alert color="gray">{t.none}</Alert>
      ) : (
        <Stack gap="md" maw={880}>
          <Text size="sm" c="gray.7">
            {t.count(d.reviews.length, d.total)}
          </Text>
          {d.reviews.map((r) => (
            <AdminReviewCard key={r.reviewId} review={r} onModerate={() => setModerating(r)} />
          ))}
        </Stack>
      )}
      {moderating && <ReviewVisibilityModal review={moderating} onClose={() => setModerating(null)} />}
    </>
  );
}
