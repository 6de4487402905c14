import { lazy } from 'react';

/** The admins' promo pages, each loaded when first opened. */
export const AdminPromosPage = lazy(() => import('./AdminPromosPage').then((m) => ({ default: m.AdminPromosPage })));
export const PromoReportPage = lazy(() => import('./PromoReportPage').then((m) => ({ default: m.PromoReportPage })));
