import { lazy } from 'react';

/** The admins' associations page, loaded when first opened. */
export const AdminAssociationsPage = lazy(() =>
  import('./AdminAssociationsPage').then((m) => ({ default: m.AdminAssociationsPage })),
);
