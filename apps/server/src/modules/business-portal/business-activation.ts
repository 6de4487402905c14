import { newOpaqueToken } from '../auth/tokens';

// An employer's activation (BusinessConnect): a business that signed itself up, or that a practice invited, gets a
// mailed link /accounts/complete-business-signup/{smBusinessInfoId}/{activationKey}. Only the key's hash is kept
// (small_businesses.activation_key_hash); the key works once, until it expires.

/** How long a mailed activation link works. */
export const BUSINESS_ACTIVATION_DAYS = 14;

/** A new activation key for a business, the hash to store, and when it stops working. */
export function newBusinessActivation(now: Date): { key: string; hash: string; expiresAt: Date } {
  const { token, hash } = newOpaqueToken();
  return { key: token, hash, expiresAt: new Date(now.getTime() + BUSINESS_ACTIVATION_DAYS * 86_400_000) };
}

/** The page an activation link opens, on the brand's host. */
export const businessActivationPath = (businessId: number, key: string) =>
  `/accounts/complete-business-signup/${businessId}/${encodeURIComponent(key)}`;
