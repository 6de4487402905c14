import { lazy } from 'react';

/** The error logs' pages, each its own chunk (issue 24). */
export const ErrorLogsPage = lazy(() => import('./ErrorLogsPage').then((m) => ({ default: m.ErrorLogsPage })));
export const ErrorLogPage = lazy(() => import('./ErrorLogPage').then((m) => ({ default: m.ErrorLogPage })));
