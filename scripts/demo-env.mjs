// The settings `npm start` runs the demo with (scripts/start.mjs). The browser journeys start their demo servers with
// the same (playwright.config.ts, e2e/billing-run.e2e.ts), so what they prove holds for the README's command: a
// production build (NODE_ENV=production) that is a demo (DEMO=true: demo data, the dev mailbox, a movable clock).
export const DEMO_ENV = Object.freeze({ NODE_ENV: 'production', DEMO: 'true' });
