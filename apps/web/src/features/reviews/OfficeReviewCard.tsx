import { Alert, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import type { OfficeReviewView } from '@mhq/contract';
import { REVIEW_ANSWER_MAX } from '@mhq/domain';
import { IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { userMessageOf } from '../../app/api';
import { formatDate } from '../../ui/format';
import type { OfficeReviewsText } from './office-reviews-texts';
import { useAnswerReview } from './reviews-api';
import { Stars } from './Stars';

/** The office's answer, written or edited in place. */
function AnswerForm({
  t,
  officeId,
  review,
  onDone,
}: {
  t: OfficeReviewsText;
  officeId: number;
  review: OfficeReviewView;
  onDone: () => void;
}) {
  const [answer, setAnswer] = useState(review.answer?.text ?? '');
  const [tried, setTried] = useState(false);
  const send = useAnswerReview(officeId, review.reviewId);
  const trimmed = answer.trim();
  const problem = trimmed.length === 0 ? t.answerRequired : trimmed.length > REVIEW_ANSWER_MAX ? t.answerTooLong : null;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!problem) send.mutate({ answer: trimmed }, { onSuccess: onDone });
      }}
    >
      <Stack gap="sm">
        <Textarea
          label={t.answerLabel}
          description={t.answerHint}
          autosize
          minRows={3}
          maxRows={10}
          value={answer}
          onChange={(e) => setAnswer(e.currentTarget.value)}
          error={tried && problem ? problem : undefined}
          data-autofocus
        />
        {send.isError && <Alert color="red">{userMessageOf(send.error)}</Alert>}
        <Group gap="sm">
          <Button type="submit" loading={send.isPending}>
            {review.answer ? t.save : t.post}
          </Button>
          <Button variant="default" onClick={onDone} disabled={send.isPending}>
            {t.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One review on the office's page: stars, who and when, the words (or the moderators' notice), and the answer. */
export function OfficeReviewCard({
  t,
  officeId,
  review,
  mayAnswer,
}: {
  t: OfficeReviewsText;
  officeId: number;
  review: OfficeReviewView;
  mayAnswer: boolean;
}) {
  const [answering, setAnswering] = useState(false);
  const headingId = `review-${review.reviewId}`;
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Stars rating={review.rating} label={t.starsOf(review.rating)} />
            <Text fw={600} id={headingId}>
              {t.by(review.memberName, formatDate(review.createdAt))}
              {review.editedAt && (
                <Text span size="sm" c="gray.7" fw={400}>
                  {` · ${t.edited(formatDate(review.editedAt))}`}
                </Text>
              )}
            </Text>
          </Stack>
          {mayAnswer && !answering && (
            <Button size="xs" variant={review.answer ? 'default' : 'filled'} onClick={() => setAnswering(true)}>
              {review.answer ? t.editAnswer : t.answer}
            </Button>
          )}
        </Group>
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
        {answering ? (
          <AnswerForm t={t} officeId={officeId} review={review} onDone={() => setAnswering(false)} />
        ) : (
          review.answer && (
            <Stack gap={4} pl="md" py={4} className="review-answer">
              <Text size="sm" fw={600}>
                {t.yourAnswer}
              </Text>
              <Text className="review-text">{review.answer.text}</Text>
              <Text size="sm" c="gray.7">
                {t.answeredOn(formatDate(review.answer.answeredAt))}
                {review.answer.editedAt ? ` · ${t.edited(formatDate(review.answer.editedAt))}` : ''}
              </Text>
            </Stack>
          )
        )}
      </Stack>
    </Card>
  );
}
