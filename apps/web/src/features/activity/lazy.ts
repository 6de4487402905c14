import { lazy } from 'react';

/** The office's activity feed (/dentist-new/activity), loaded when first opened. */
export const ActivityPage = lazy(() => import('./ActivityPage').then((m) => ({ default: m.ActivityPage })));
