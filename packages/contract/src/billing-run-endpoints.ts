import {
  BillingRunResponse,
  BillingSettingsResponse,
  BillingSettingsUpdate,
  BillingStatusResponse,
  MoveClockRequest,
  MoveClockResponse,
} from './billing-run';
import { endpoint } from './endpoint';

/** The billing run, for the platform's admins (issue 9). */
export const billingRunEndpoints = {
  billingStatus: endpoint({
    method: 'GET',
    path: '/admin/billing',
    summary: "The platform's clock, the retry schedule, and how many renewals and retries are due today",
    tag: 'admin',
    auth: true,
    response: BillingStatusResponse,
  }),
  runBilling: endpoint({
    method: 'POST',
    path: '/admin/billing/run',
    summary: 'Runs the billing run now: ends, renewals, reminders and retries due by the clock',
    tag: 'admin',
    auth: true,
    response: BillingRunResponse,
  }),
  updateBillingSettings: endpoint({
    method: 'PUT',
    path: '/admin/billing/settings',
    summary:
      "The platform's fee per member and month, the setup fee's percent and the retry schedule of failed payments (from the next payment on)",
    tag: 'admin',
    auth: true,
    body: BillingSettingsUpdate,
    response: BillingSettingsResponse,
    example: { body: { perMemberMonthCents: 100, setupFeePercent: 10, retryDays: [3, 7, 14] } },
  }),
  moveClock: endpoint({
    method: 'POST',
    path: '/admin/billing/clock',
    summary: "Moves the demo's clock forward a number of days, running the billing run on each (demo and tests only)",
    tag: 'admin',
    auth: true,
    body: MoveClockRequest,
    response: MoveClockResponse,
    example: { body: { days: 1 } },
  }),
};
