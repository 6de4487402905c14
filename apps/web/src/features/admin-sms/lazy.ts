import { lazy } from 'react';

/** The super admins' SMS pages, each loaded when first opened. */
export const SmsSetupPage = lazy(() => import('./SmsSetupPage').then((m) => ({ default: m.SmsSetupPage })));
export const SmsLogsPage = lazy(() => import('./SmsLogsPage').then((m) => ({ default: m.SmsLogsPage })));
