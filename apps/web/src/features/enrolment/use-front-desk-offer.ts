import type { CurrentUserResponse } from '@mhq/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { CURRENT_USER_KEY } from '../../app/current-user';
import { useManagePlans } from '../plans/use-plans';
import { fetchOfficeById } from './enrolment-api';
import { offerFromManage } from './offer';

const publicOfficeKey = (officeId: number) => ['enrolment', 'publicOffice', officeId] as const;

/** The office's public card (name, phone, setup fee percent), shared by the front desk's pages. */
export function usePublicOfficeQuery(officeId: number) {
  return useQuery({
    queryKey: publicOfficeKey(officeId),
    queryFn: ({ signal }) => fetchOfficeById(officeId, undefined, signal),
  });
}

/**
 * What the front desk may enrol a patient in: every plan of the office with its internal flags (the plans page's
 * own query, so both pages share it), the plan settings, and the public card. Stripe when the account says so.
 */
export function useFrontDeskOffer(userId: number, officeId: number) {
  const queryClient = useQueryClient();
  const manage = useManagePlans(userId, officeId);
  const office = usePublicOfficeQuery(officeId);
  const stripeKey = queryClient.getQueryData<CurrentUserResponse>(CURRENT_USER_KEY)?.stripe_public_key ?? null;

  const offer = useMemo(
    () =>
      manage.data && office.data
        ? offerFromManage(manage.data.custom_memberships, manage.data.settings, office.data, stripeKey)
        : null,
    [manage.data, office.data, stripeKey],
  );
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['plans', officeId] });
    void queryClient.invalidateQueries({ queryKey: publicOfficeKey(officeId) });
  }, [queryClient, officeId]);

  return { offer, error: manage.error ?? office.error, reload };
}
