import { lazy } from 'react';

/** The admins' settings and tools pages, each loaded when first opened. */
export const AdminManagePage = lazy(() => import('./AdminManagePage').then((m) => ({ default: m.AdminManagePage })));
export const AdminMorePage = lazy(() => import('./AdminMorePage').then((m) => ({ default: m.AdminMorePage })));
