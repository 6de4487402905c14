import './reviews.css';
import { Alert, Card, Group, Loader, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { useMayInOffice } from '../../app/office-permissions';
import { tenant } from '../../app/tenant';
import { FigureCard } from '../../ui/FigureCard';
import { PageHeader } from '../../ui/PageHeader';
import { useMembersScope } from '../members/members-api';
import { OfficeReviewCard } from './OfficeReviewCard';
import { officeReviewsText } from './office-reviews-texts';
import { useOfficeReviews } from './reviews-api';
import { AverageStars } from './Stars';

type Show = 'all' | 'unanswered';
const SHOWS: Show[] = ['all', 'unanswered'];

/**
 * /dentist-new/reviews: the office's reviews by its members, newest first, with the average rating and how many wait
 * for an answer; the team the permission matrix lets answer does so in place (once, editable).
 */
export function OfficeReviewsPage() {
  const t = officeReviewsText(tenant);
  const { officeId } = useMembersScope();
  const may = useMayInOffice();
  const [params, setParams] = useSearchParams();
  const show: Show = SHOWS.find((s) => s === params.get('show')) ?? 'all';
  const reviews = useOfficeReviews(officeId, show);
  const d = reviews.data;
  const mayAnswer = may('answerReviews');
  return (
    <>
      <PageHeader eyebrow={t.eyebrow} title={t.title} subtitle={t.subtitle} />
      {officeId === null ? (
        <Alert color="gray">{t.noOffice}</Alert>
      ) : reviews.isPending ? (
        <Loader role="status" aria-label={t.loading} />
      ) : reviews.isError || !d ? (
        <Alert color="gray">{userMessageOf(reviews.error)}</Alert>
      ) : (
        <Stack gap="lg" maw={880}>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            <Card withBorder padding="md" radius="md">
              <Text size="sm" c="gray.7">
                {t.average}
              </Text>
              <AverageStars
                average={d.summary.average}
                label={d.summary.average === null ? '' : t.averageOf(d.summary.average)}
              />
              <Text size="xs" c="gray.7" mt={4}>
                {t.reviewsCount(d.summary.count)}
              </Text>
            </Card>
            <FigureCard label={t.waiting} value={String(d.summary.unanswered)} hint={t.waitingHint} />
            <Card withBorder padding="md" radius="md">
              <Text size="sm" c="gray.7" id="ratings-spread">
                {t.spread}
              </Text>
              <Stack gap={0} component="ul" aria-labelledby="ratings-spread" className="review-spread" p={0} m={0}>
                {[5, 4, 3, 2, 1].map((stars) => (
                  <Text component="li" size="sm" key={stars} style={{ listStyle: 'none' }}>
                    {t.starRow(stars, d.summary.byStars[stars - 1] ?? 0)}
                  </Text>
                ))}
              </Stack>
            </Card>
          </SimpleGrid>
          {!mayAnswer && <Alert color="gray">{t.mayNotAnswer}</Alert>}
          <Group gap="sm">
            <Text size="sm" fw={600} id="review-show">
              {t.show}
            </Text>
            <SegmentedControl
              aria-labelledby="review-show"
              value={show}
              onChange={(v) => setParams({ show: v }, { replace: true })}
              data={SHOWS.map((s) => ({ value: s, label: t.shows[s] }))}
            />
          </Group>
          {d.reviews.length === 0 ? (
            <Alert color="gray">{show === 'all' ? t.noneAll : t.noneUnanswered}</Alert>
          ) : (
            d.reviews.map((r) => (
              <OfficeReviewCard key={r.reviewId} t={t} officeId={officeId} review={r} mayAnswer={mayAnswer} />
            ))
          )}
        </Stack>
      )}
    </>
  );
}
