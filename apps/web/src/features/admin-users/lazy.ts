import { lazy } from 'react';

/** The platform users' pages and an admin's own profile, each loaded when first opened. */
export const PlatformUsersPage = lazy(() =>
  import('./PlatformUsersPage').then((m) => ({ default: m.PlatformUsersPage })),
);
export const SuperAdminPage = lazy(() => import('./SuperAdminPage').then((m) => ({ default: m.SuperAdminPage })));
export const AdminProfilePage = lazy(() => import('./AdminProfilePage').then((m) => ({ default: m.AdminProfilePage })));
export const EditAdminProfilePage = lazy(() =>
  import('./EditAdminProfilePage').then((m) => ({ default: m.EditAdminProfilePage })),
);
