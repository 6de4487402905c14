import { lazy } from 'react';

/** The admins' KPIs and reports pages, each loaded when first opened. */
export const AdminKpiPage = lazy(() => import('./AdminKpiPage').then((m) => ({ default: m.AdminKpiPage })));
export const AdminReportsPage = lazy(() => import('./AdminReportsPage').then((m) => ({ default: m.AdminReportsPage })));
export const AdminReportingPage = lazy(() =>
  import('./AdminReportingPage').then((m) => ({ default: m.AdminReportingPage })),
);
