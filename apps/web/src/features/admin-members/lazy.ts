import { lazy } from 'react';

/** The admins' members pages, each loaded when first opened. */
export const AdminMembersPage = lazy(() => import('./AdminMembersPage').then((m) => ({ default: m.AdminMembersPage })));
export const AdminPaymentHistoryPage = lazy(() =>
  import('./AdminPatientPages').then((m) => ({ default: m.AdminPaymentHistoryPage })),
);
export const AdminMembershipHistoryPage = lazy(() =>
  import('./AdminPatientPages').then((m) => ({ default: m.AdminMembershipHistoryPage })),
);
