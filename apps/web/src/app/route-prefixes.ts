// Path lists the routes table (AppRoutes.tsx) maps over.

/** Single-segment /accounts/ pages of routes.tsv that are not a partner association's link. */
export const RESERVED_ACCOUNTS_PAGES = ['reset-password', 'set-password', 'confirm-email'];

/** Path prefixes of the signed-in areas: their unknown pages show the 404 inside the shell. */
export const OFFICE_PREFIXES = [
  '/account/*',
  '/dentist-new/*',
  '/dentist/*',
  '/web-payout/*',
  '/leaderboard',
  '/external-patient-signup',
];
