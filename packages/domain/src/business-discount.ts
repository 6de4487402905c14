import { hasFeature, type TenantConfig } from './tenants';

/**
 * BusinessConnect: a small business (an employer) sends its staff to an office through a link, and the office gives
 * them a discount on its plans (spec 02 section 7 'POST /dentists/get-office-discount'; applied as the dentist's
 * discount, section 9 'Discounts': the larger of it and the group discount wins, see appliedDiscountPercent).
 *
 * The spec names the call but not the number, and nothing stores a discount per office or per business. Until one
 * is stored, every office that has BusinessConnect on gives the same discount, this one; an office that has it off
 * (or a brand without the businessConnect feature) gives none. A per-office or per-business percent, once stored,
 * replaces this constant through `storedPercent`.
 */
export const BUSINESS_CONNECT_DISCOUNT_PERCENT = 10;

export type BusinessDiscountInput = {
  tenant: TenantConfig;
  /** The office has BusinessConnect on (daoi.businessConnectOn). */
  businessConnectOn: boolean;
  /** A percent stored for this office and business, when one is; none is stored today. */
  storedPercent?: number | null;
};

/** The office's discount in percent for a patient who comes through a small business's link. */
export function businessConnectDiscountPercent({
  tenant,
  businessConnectOn,
  storedPercent,
}: BusinessDiscountInput): number {
  if (!hasFeature(tenant, 'businessConnect') || !businessConnectOn) return 0;
  const percent = storedPercent ?? BUSINESS_CONNECT_DISCOUNT_PERCENT;
  // A stored percent outside 0 to 100 is held to the nearer bound: a discount never raises or negates a price.
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
}
