import { Button, Group, Input, Rating, Stack, Text, Textarea } from '@mantine/core';
import type { SaveReviewRequest } from '@mhq/contract';
import { REVIEW_TEXT_MAX } from '@mhq/domain';
import { useState } from 'react';
import type { PatientReviewTexts } from './patient-reviews-texts';

type Props = {
  t: PatientReviewTexts;
  initial: { rating: number; text: string } | null;
  saving: boolean;
  onSave: (review: SaveReviewRequest) => void;
  onCancel?: () => void;
};

/** The patient's stars and words: a rating is required, words are optional up to the limit. */
export function ReviewForm({ t, initial, saving, onSave, onCancel }: Props) {
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [text, setText] = useState(initial?.text ?? '');
  const [tried, setTried] = useState(false);
  const missing = rating < 1;
  const tooLong = text.trim().length > REVIEW_TEXT_MAX;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (missing || tooLong) return;
    onSave({ rating, text: text.trim() });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <fieldset className="review-rating-field" aria-describedby={tried && missing ? 'rating-error' : undefined}>
          <Text component="legend" size="sm" fw={500}>
            {t.ratingLabel}{' '}
            <Text span c="red" aria-hidden>
              *
            </Text>
          </Text>
          <Rating
            value={rating}
            onChange={setRating}
            size="xl"
            color="#b45309"
            getSymbolLabel={(n) => t.starLabel(n)}
            name="rating"
            mt={4}
          />
          {tried && missing && (
            <Text id="rating-error" size="sm" c="red.8" mt={4}>
              {t.ratingRequired}
            </Text>
          )}
        </fieldset>
        <Textarea
          label={t.textLabel}
          description={t.textHint}
          placeholder={t.textPlaceholder}
          autosize
          minRows={4}
          maxRows={12}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={tooLong ? t.tooLong : undefined}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
        />
        <Input.Description mt={-8}>
          {t.charactersLeft(Math.max(0, REVIEW_TEXT_MAX - text.trim().length))}
        </Input.Description>
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {initial ? t.save : t.post}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {t.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
