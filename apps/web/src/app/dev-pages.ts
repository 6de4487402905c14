import { lazy } from 'react';

/**
 * The development pages (/test-playground, /test-layout), in development builds only: in a production build
 * `import.meta.env.DEV` is false, the branch is dropped, and their code is not even in the bundle.
 */
export const DEV_PAGES = import.meta.env.DEV
  ? {
      TestPlaygroundPage: lazy(() =>
        import('../features/dev-pages/DevPages').then((m) => ({ default: m.TestPlaygroundPage })),
      ),
      TestLayoutPage: lazy(() => import('../features/dev-pages/DevPages').then((m) => ({ default: m.TestLayoutPage }))),
    }
  : null;
