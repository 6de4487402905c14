import { lazy } from 'react';

/** The support inbox's pages, each its own chunk (issue 24). */
export const SupportInboxPage = lazy(() => import('./SupportInboxPage').then((m) => ({ default: m.SupportInboxPage })));
export const SupportRequestPage = lazy(() =>
  import('./SupportRequestPage').then((m) => ({ default: m.SupportRequestPage })),
);
