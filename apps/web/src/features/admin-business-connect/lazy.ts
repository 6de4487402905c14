import { lazy } from 'react';

/** The admins' Small Businesses page, loaded when first opened. */
export const AdminBusinessesPage = lazy(() =>
  import('./AdminBusinessesPage').then((m) => ({ default: m.AdminBusinessesPage })),
);
