import { Group, Text } from '@mantine/core';
import { REVIEW_RATING_MAX } from '@mhq/domain';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/** A rating shown as stars, read out as words ('4 out of 5 stars'). */
export function Stars({ rating, label, size = 18 }: { rating: number; label: string; size?: number }) {
  const stars = Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i < rating);
  return (
    <Group gap={2} wrap="nowrap" role="img" aria-label={label} className="review-stars">
      {stars.map((filled, i) =>
        filled ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, never reordered
          <IconStarFilled key={i} size={size} aria-hidden className="review-star review-star-on" />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stars are positions, never reordered
          <IconStar key={i} size={size} aria-hidden className="review-star" />
        ),
      )}
    </Group>
  );
}

/** The average as a figure and stars ('4.3'), or a dash with no review. */
export function AverageStars({ average, label }: { average: number | null; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={700} fz={28} lh={1}>
        {average === null ? '–' : average.toFixed(1)}
      </Text>
      {average !== null && <Stars rating={Math.round(average)} label={label} size={20} />}
    </Group>
  );
}
