import { lazy } from 'react';

/** The admins' office pages, each loaded when first opened. */
export const AdminOfficeUsersPage = lazy(() =>
  import('./AdminOfficeUsersPage').then((m) => ({ default: m.AdminOfficeUsersPage })),
);
export const OfficeHistoryPage = lazy(() =>
  import('./OfficeHistoryPage').then((m) => ({ default: m.OfficeHistoryPage })),
);
export const IncompleteSignupsPage = lazy(() =>
  import('./IncompleteSignupsPage').then((m) => ({ default: m.IncompleteSignupsPage })),
);
export const AdminCustomMembershipPage = lazy(() =>
  import('./AdminCustomMembershipPage').then((m) => ({ default: m.AdminCustomMembershipPage })),
);
