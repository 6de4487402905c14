import { lazy } from 'react';

/** The practice's BusinessConnect pages, loaded when first opened. */
export const LandingConnectPage = lazy(() =>
  import('./LandingConnectPage').then((m) => ({ default: m.LandingConnectPage })),
);
export const VideoConnectPage = lazy(() => import('./VideoConnectPage').then((m) => ({ default: m.VideoConnectPage })));
export const BusinessConnectPage = lazy(() =>
  import('./BusinessConnectPage').then((m) => ({ default: m.BusinessConnectPage })),
);
export const BcReportsPage = lazy(() => import('./BcReportsPage').then((m) => ({ default: m.BcReportsPage })));
