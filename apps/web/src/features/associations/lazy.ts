import { lazy } from 'react';

/** The association portal's pages, each loaded when first opened. */
export const AssociationOfficesPage = lazy(() =>
  import('./AssociationOfficesPage').then((m) => ({ default: m.AssociationOfficesPage })),
);
export const AssociationReportingPage = lazy(() =>
  import('./AssociationReportingPage').then((m) => ({ default: m.AssociationReportingPage })),
);
export const AssociationEditProfilePage = lazy(() =>
  import('./AssociationEditProfilePage').then((m) => ({ default: m.AssociationEditProfilePage })),
);
export const AssociationUsersPage = lazy(() =>
  import('./AssociationUsersPage').then((m) => ({ default: m.AssociationUsersPage })),
);
export const AssociationPlansPage = lazy(() =>
  import('./AssociationPlansPage').then((m) => ({ default: m.AssociationPlansPage })),
);
