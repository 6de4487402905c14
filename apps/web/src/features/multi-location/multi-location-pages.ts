// The multi-location pages load as one chunk: a user who opens one usually opens the others.
export { MasterDashboardPage } from './MasterDashboardPage';
export { MultiBillingPage } from './MultiBillingPage';
export { MultiReportsPage } from './MultiReportsPage';
