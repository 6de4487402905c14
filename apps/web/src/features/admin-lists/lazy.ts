import { lazy } from 'react';

/** The platform's own lists (issue 24), each page loaded when first opened. */
export const LeadSourcesPage = lazy(() => import('./LeadSourcesPage').then((m) => ({ default: m.LeadSourcesPage })));
export const ServicesPage = lazy(() => import('./ServicesPage').then((m) => ({ default: m.ServicesPage })));
export const ReleaseNotesPage = lazy(() => import('./ReleaseNotesPage').then((m) => ({ default: m.ReleaseNotesPage })));
/** The office shell's 'what's new', loaded after the shell. */
export const ReleaseNotesModal = lazy(() =>
  import('./ReleaseNotesModal').then((m) => ({ default: m.ReleaseNotesModal })),
);
