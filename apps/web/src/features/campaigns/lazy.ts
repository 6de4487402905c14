import { lazy } from 'react';

/** The public unsubscribe page of a campaign mail's link, loaded when first opened. */
export const UnsubscribePage = lazy(() => import('./UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })));
