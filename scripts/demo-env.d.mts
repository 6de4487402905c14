/** The settings `npm start` runs the demo with (see demo-env.mjs). */
export declare const DEMO_ENV: Readonly<{ NODE_ENV: 'production'; DEMO: 'true' }>;
