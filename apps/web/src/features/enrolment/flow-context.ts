import type { EnrollmentChannel } from '@mhq/domain';
import { createContext, useContext } from 'react';
import { tenant } from '../../app/tenant';
import type { Brand, EnrolmentTexts, Lang } from './enrolment-texts';
import type { EnrolmentOffer } from './offer';

/** What every part of one enrolment reads: the offer, the channel, the language, and the front desk's rights. */
export type FlowContext = {
  offer: EnrolmentOffer;
  channel: EnrollmentChannel;
  lang: Lang;
  t: EnrolmentTexts;
  brand: Brand;
  /** The front desk may choose the payor and waive fees (mayChoosePayorAndWaive). */
  payorAndWaiver: boolean;
  /** Front desk: chart ids and payment in the office. */
  frontDesk: boolean;
  /** A plan the address chose (/subscribe?plan=): picked for each person it fits who has none yet. */
  preferredPlanId?: number | undefined;
};

export const brandOfTenant = (): Brand => (tenant.id === 'vision' ? 'vision' : 'dental');

export const FlowContextValue = createContext<FlowContext | null>(null);

export function useFlow(): FlowContext {
  const ctx = useContext(FlowContextValue);
  if (!ctx) throw new Error('useFlow outside an enrolment flow');
  return ctx;
}
