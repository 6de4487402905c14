import './reviews.css';
import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ReviewView } from '@mhq/contract';
import { IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { tenant } from '../../app/tenant';
import { formatDate } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { usePortalTexts } from '../portal/portal-language';
import { PATIENT_REVIEW_TEXTS, type PatientReviewTexts } from './patient-reviews-texts';
import { ReviewForm } from './ReviewForm';
import { useMyReview, useSaveMyReview } from './reviews-api';
import { Stars } from './Stars';

/** The review as posted: stars, words (or the moderators' notice), dates, and the practice's answer under it. */
function PostedReview({ t, review, officeName }: { t: PatientReviewTexts; review: ReviewView; officeName: string }) {
  return (
    <Stack gap="sm">
      <Stars rating={review.rating} label={t.starsOf(review.rating)} size={24} />
      {review.hidden ? (
        <Alert color="gray" variant="light" icon={<IconEyeOff size={18} aria-hidden />} title={t.hiddenTitle}>
          {t.hiddenBody}
        </Alert>
      ) : review.text ? (
        <Text className="review-text">{review.text}</Text>
      ) : (
        <Text c="gray.7" fs="italic">
          {t.noText}
        </Text>
      )}
      <Text size="sm" c="gray.7">
        {t.postedOn(formatDate(review.createdAt))}
        {review.editedAt ? ` · ${t.editedOn(formatDate(review.editedAt))}` : ''}
      </Text>
      <Stack gap={4} pl="md" py={4} className="review-answer" component="section" aria-labelledby="office-answer">
        <Text fw={600} id="office-answer">
          {t.answerTitle(officeName)}
        </Text>
        {review.answer ? (
          <>
            <Text className="review-text">{review.answer.text}</Text>
            <Text size="sm" c="gray.7">
              {t.answeredOn(formatDate(review.answer.answeredAt))}
            </Text>
          </>
        ) : (
          <Text size="sm" c="gray.7">
            {t.noAnswer}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * /patient/your-reviews: the patient rates and reviews the practice that holds their membership (one review, which
 * they may edit), and reads the practice's answer; a review the moderators hid shows their notice instead of its words.
 */
export function PatientReviewsPage() {
  const t = usePortalTexts(PATIENT_REVIEW_TEXTS);
  const user = useCurrentUser();
  const officeId = user.dentistInfo?.id ?? null;
  const mine = useMyReview(officeId);
  const save = useSaveMyReview(officeId);
  const [editing, setEditing] = useState(false);
  const officeName = mine.data?.officeName ?? user.dentistInfo?.officeName ?? '';
  const review = mine.data?.review ?? null;
  const pro = t.professional(tenant.id);
  return (
    <>
      <PageHeader title={t.title} subtitle={officeName ? t.subtitle(officeName, pro) : undefined} />
      {officeId === null ? (
        <Alert color="gray">{t.noOffice}</Alert>
      ) : mine.isPending ? (
        <Loader role="status" aria-label={t.loading} />
      ) : mine.isError ? (
        <Alert color="gray">{userMessageOf(mine.error)}</Alert>
      ) : (
        <Card withBorder padding="lg" radius="md" maw={720}>
          <Stack gap="md">
            <Group justify="space-between" align="center" gap="sm">
              <Title order={2} size="h3">
                {review && !editing ? t.postedTitle : review ? t.editTitle : t.writeTitle}
              </Title>
              {review && !editing && (
                <Button variant="default" size="sm" onClick={() => setEditing(true)}>
                  {t.edit}
                </Button>
              )}
            </Group>
            {review && !editing ? (
              <PostedReview t={t} review={review} officeName={officeName} />
            ) : (
              <ReviewForm
                // A hidden review's words are not shown back: the patient writes them anew.
                initial={review ? { rating: review.rating, text: review.text ?? '' } : null}
                t={t}
                saving={save.isPending}
                onCancel={review ? () => setEditing(false) : undefined}
                onSave={(body) =>
                  save.mutate(body, {
                    onSuccess: () => {
                      notifications.show({ color: 'green', message: review ? t.updated : t.posted });
                      setEditing(false);
                    },
                    onError: (e) => notifications.show({ color: 'red', message: userMessageOf(e) }),
                  })
                }
              />
            )}
          </Stack>
        </Card>
      )}
    </>
  );
}
