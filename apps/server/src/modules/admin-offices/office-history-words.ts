import { formatMoney, platformTier, type TenantId } from '@mhq/domain';
import type { HistoryRow } from './admin-offices.queries';

// An office's history in plain words: each line of officeHistory (admin-offices.queries.ts) as an admin reads it.

type Detail = Record<string, unknown>;
const str = (d: Detail, key: string): string | null =>
  typeof d[key] === 'string' && d[key] !== '' ? (d[key] as string) : null;
const num = (d: Detail, key: string): number | null =>
  d[key] === null || d[key] === undefined ? null : Number(d[key]);
const money = (cents: number | null) => formatMoney(cents ?? 0);
const day = (value: string | null) => (value ? value.slice(0, 10) : '');

/** Actions recorded by the audit log, as a sentence; {plan} and {user} name the line's target. */
const AUDIT_WORDS: Record<string, string> = {
  'plan.create': 'Created the plan {plan}',
  'plan.update': 'Edited the plan {plan}',
  'plan.status': 'Changed the status of the plan {plan}',
  'plan.copy': 'Copied a plan as {plan}',
  'plan.delete': 'Deleted the plan {plan}',
  'plan.sort': 'Reordered the plans patients see',
  'office.profile.update': "Changed the office's profile",
  'office.logo.upload': "Uploaded the office's logo",
  'office.logo.delete': "Removed the office's logo",
  'office.referral_reward': 'Changed the referral reward',
  'billing.settings': 'Changed the billing settings',
  'baa.signed': 'Signed the business associate agreement',
  'guarantee.turned_on': 'Turned the guaranteed payment plan on',
  'guarantee.turned_off': 'Turned the guaranteed payment plan off',
  'guarantee.enrolled': 'Enrolled in the guaranteed payment plan',
  'payout_account.created': 'Opened a payout account',
  'payout_account.bank_connected': 'Connected a payout bank account',
  'payout_account.updated_at_processor': 'The payout account was updated at the payment processor',
  'upgrade.started': 'Started the upgrade to a standard payout account',
  'upgrade.converted': 'Completed the upgrade to a standard payout account',
  'upgrade.reset': 'The upgrade of the payout account was reset',
  'tier_billing.method_added': 'Added a payment method for the platform plan',
  'tier_billing.method_removed': 'Removed a payment method of the platform plan',
  'tier_billing.method_verified': 'Verified a bank account for the platform plan',
  'tier_billing.default_set': 'Chose the default payment method of the platform plan',
  'tier_billing.default_set_at_processor': 'The default payment method was set at the payment processor',
  'location.add': 'Added a location',
  'team.add': 'Added {user} to the team',
  'team.delete': 'Removed {user} from the team',
  'team.deactivate': "Deactivated {user}'s account",
  'team.activate': "Reactivated {user}'s account",
  'team.update': "Edited {user}'s details",
  'team.owner.grant': 'Made {user} an owner',
  'team.owner.remove': "Removed {user}'s owner role",
  'team.permissions.office_admin': 'Made {user} an office admin',
  'team.permissions.dentist_standard': 'Made {user} a standard user',
  'impersonation.start': 'Signed in as {user}',
  'impersonation.end': 'Ended the session as {user}',
  'password.reset': 'Reset their password',
  'password.set': 'Set their first password',
  'password.change': 'Changed their password',
  'admin.password_reset_sent': 'Sent {user} a password reset link',
  'admin.user_deactivated': "Deactivated {user}'s account (their sessions ended)",
  'admin.user_reactivated': "Reactivated {user}'s account",
  'admin.invitation_resent': 'Sent {user} the invitation again',
  'admin.signup_code_resent': 'Sent the sign-up a new confirmation code',
};

/** 'plan.update' as 'Plan update', for an action no sentence is written for yet. */
const spelledOut = (action: string) => {
  const words = action.replace(/[._]/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function auditWhat(action: string, d: Detail): string {
  const template = AUDIT_WORDS[action];
  const user = str(d, 'targetName') ?? 'a user';
  const plan = str(d, 'planName') ?? (str(d, 'targetId') ? `#${str(d, 'targetId')}` : '');
  if (!template) return spelledOut(action);
  let text = template
    .replace('{user}', user)
    .replace('{plan}', plan ? `"${plan}"` : '')
    .replace(/\s+$/, '');
  if (action === 'plan.status' && str(d, 'to')) text += ` to ${str(d, 'to')}`;
  if (d.officeWide === true && (action.startsWith('tier_billing.') || action.startsWith('location.'))) {
    text += ' (whole organization)';
  }
  return text;
}

function signupWhat(action: string, d: Detail, tenant: TenantId): string {
  if (action === 'signup.created') return 'Signed up and was mailed a confirmation code';
  const level = num(d, 'tierLevel');
  const tier = level ? (platformTier(tenant, level)?.name ?? `tier ${level}`) : null;
  const parts = ['Confirmed the email'];
  if (tier) parts.push(`chose the ${tier} plan${str(d, 'pricingPeriod') ? `, ${str(d, 'pricingPeriod')}` : ''}`);
  if (str(d, 'discountCode')) parts.push(`with the discount code ${str(d, 'discountCode')}`);
  return parts.join(' and ');
}

const PAYOUT_STATUS: Record<string, string> = { paid: 'paid', pending: 'on its way', failed: 'failed' };

function payoutWhat(d: Detail): string {
  const bank = str(d, 'bankLast4') ? ` to ${str(d, 'bankName') ?? 'the bank'} ••••${str(d, 'bankLast4')}` : '';
  const status = PAYOUT_STATUS[str(d, 'status') ?? ''] ?? str(d, 'status') ?? '';
  const failure = str(d, 'failure') ? `: ${str(d, 'failure')}` : '';
  return `Payout of ${money(num(d, 'amountCents'))}${bank}, ${status}${failure}`;
}

const TIER_STATUS: Record<string, string> = { paid: 'paid', due: 'due', owed: 'refused: payment owed' };

function tierChargeWhat(d: Detail): string {
  const discount =
    (num(d, 'discountCents') ?? 0) > 0
      ? ` after ${money(num(d, 'discountCents'))} off${str(d, 'discountCode') ? ` (${str(d, 'discountCode')})` : ''}`
      : '';
  const status = TIER_STATUS[str(d, 'status') ?? ''] ?? str(d, 'status') ?? '';
  const failure = str(d, 'status') !== 'paid' && str(d, 'failure') ? ` (${str(d, 'failure')})` : '';
  return `Platform plan ${str(d, 'tierName') ?? ''}, ${str(d, 'pricingPeriod') ?? ''} ${day(str(d, 'periodStart'))} to ${day(str(d, 'periodEnd'))}: ${money(num(d, 'amountCents'))}${discount}, ${status}${failure}`;
}

/** One history line's 'what', in plain words. */
export function historyWhat(row: HistoryRow, tenant: TenantId): string {
  const d = (row.detail ?? {}) as Detail;
  if (row.kind === 'signup') return signupWhat(row.action, d, tenant);
  if (row.kind === 'payout') return payoutWhat(d);
  if (row.kind === 'tier_charge') return tierChargeWhat(d);
  return auditWhat(row.action, d);
}

/** The kind a page groups a line under. */
export function historyKind(row: HistoryRow): string {
  if (row.kind !== 'audit') return row.kind;
  const head = row.action.split('.')[0] ?? '';
  if (head === 'plan') return 'plan';
  if (head === 'team' || head === 'password' || head === 'impersonation' || head === 'admin') return 'team';
  if (head === 'payout_account' || head === 'upgrade' || head === 'tier_billing') return 'money';
  return 'settings';
}
