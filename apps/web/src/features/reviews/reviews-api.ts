import type { AdminReviewsQuery, AnswerReviewRequest, OfficeReviewsQuery, SaveReviewRequest } from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';

// The reviews calls of the three pages: the patient's own, the office's list and answers, the moderators' list.

export const REVIEWS_KEY = ['reviews'] as const;

/** The signed-in patient's review of their practice, with the practice's answer. */
export function useMyReview(officeId: number | null) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'mine', officeId],
    enabled: officeId !== null,
    queryFn: ({ signal }) => call('myReview', { params: { id: officeId ?? 0 }, signal, successToast: false }),
  });
}

/** Posts or edits the patient's review; the page says so in the patient's language (no English toast). */
export function useSaveMyReview(officeId: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveReviewRequest) =>
      call('saveMyReview', { params: { id: officeId ?? 0 }, body, successToast: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}

/** The office's reviews (all, or only those waiting for an answer) and their average. */
export function useOfficeReviews(officeId: number | null, show: NonNullable<OfficeReviewsQuery['show']>) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'office', officeId, show],
    enabled: officeId !== null,
    queryFn: ({ signal }) =>
      call('officeReviews', { params: { id: officeId ?? 0 }, query: { show }, signal, successToast: false }),
  });
}

/** The office's answer to one review (posting it again edits it). */
export function useAnswerReview(officeId: number, reviewId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerReviewRequest) => call('answerReview', { params: { id: officeId, reviewId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}

/** Every office's reviews for the moderators, narrowed to one office or to hidden or shown ones. */
export function useAdminReviews(query: AdminReviewsQuery) {
  return useQuery({
    queryKey: [...REVIEWS_KEY, 'admin', query],
    queryFn: ({ signal }) => call('adminReviews', { query, signal, successToast: false }),
  });
}

/** Hides a review's text or shows it again, with the reason. */
export function useReviewVisibility() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { officeId: number; reviewId: number; hidden: boolean; reason: string }) =>
      call('reviewVisibility', {
        params: { id: v.officeId, reviewId: v.reviewId },
        body: { hidden: v.hidden, reason: v.reason },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: REVIEWS_KEY }),
  });
}
