import type { TestApp } from '../../test/harness';

// Calls of the reviews pages as a test makes them, and the office ids of the demo they act in.

export type Answer = Awaited<ReturnType<TestApp['call']>>;

export function reviewCalls(t: TestApp) {
  return {
    mine: (token: string, office: number) =>
      t.call({ method: 'GET', url: `/api/v1/dentists/${office}/reviews/mine`, token }),
    save: (token: string, office: number, payload: unknown) =>
      t.call({ method: 'PUT', url: `/api/v1/dentists/${office}/reviews/mine`, payload: payload as object, token }),
    list: (token: string, office: number, show = 'all') =>
      t.call({ method: 'GET', url: `/api/v1/dentists/${office}/reviews?show=${show}`, token }),
    answer: (token: string, office: number, reviewId: number, answer: unknown) =>
      t.call({
        method: 'PUT',
        url: `/api/v1/dentists/${office}/reviews/${reviewId}/answer`,
        payload: { answer } as object,
        token,
      }),
    adminList: (token: string, query = '') => t.call({ method: 'GET', url: `/api/v1/admin/reviews${query}`, token }),
    visibility: (token: string, office: number, reviewId: number, payload: unknown) =>
      t.call({
        method: 'POST',
        url: `/api/v1/admin/dentists/${office}/reviews/${reviewId}/visibility`,
        payload: payload as object,
        token,
      }),
  };
}
