import { lazy } from 'react';

/** The admins' fees page, loaded when first opened. */
export const AdminFeesPage = lazy(() => import('./AdminFeesPage').then((m) => ({ default: m.AdminFeesPage })));
