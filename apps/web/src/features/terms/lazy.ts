import { lazy } from 'react';

/** The terms update page (issue 27), loaded when first opened. */
export const TermsUpdatePage = lazy(() => import('./TermsUpdatePage').then((m) => ({ default: m.TermsUpdatePage })));
