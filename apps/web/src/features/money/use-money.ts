import type { TierBilling } from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';
import { CURRENT_USER_KEY, useCurrentUser } from '../../app/current-user';
import { type BankInput, linkBankAccount } from './sim-processor';

/** The office the billing pages act in. */
export function useMoneyScope() {
  const user = useCurrentUser();
  return { officeId: user.dentistInfo?.id ?? null, user };
}

const payoutKey = (officeId: number) => ['money', officeId, 'payout'] as const;
const tierKey = (officeId: number) => ['money', officeId, 'tier'] as const;
export const baaKey = (officeId: number) => ['money', officeId, 'baa'] as const;

export function usePayoutAccount(officeId: number) {
  return useQuery({
    queryKey: payoutKey(officeId),
    queryFn: ({ signal }) => call('viewAccount', { query: { dentistInfoId: officeId }, signal, successToast: false }),
  });
}

export function useTierBilling(officeId: number) {
  return useQuery({
    queryKey: tierKey(officeId),
    queryFn: ({ signal }) =>
      call('getOrgTierBillingMethod', { body: { dentistInfoId: officeId }, signal, successToast: false }),
  });
}

export function useBaa(officeId: number) {
  return useQuery({
    queryKey: baaKey(officeId),
    queryFn: ({ signal }) => call('baaStatus', { params: { id: officeId }, signal, successToast: false }),
  });
}

/**
 * Connects a payout bank account: a link token from the API, the bank details to the processor (never to the
 * API), then the public token to the API. With Stripe, the browser goes to Stripe's onboarding page instead (no
 * bank details are asked here), and comes back to the billing page with ?connected=1.
 */
export function useConnectBank(officeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bank: BankInput | null) => {
      const link = await call('createPlaidLinkToken', { body: { dentistInfoId: officeId }, successToast: false });
      if (link.onboardingUrl) {
        window.location.assign(link.onboardingUrl);
        return null;
      }
      if (!bank) throw new Error('Bank details are needed to connect this account.');
      const publicToken = await linkBankAccount(link.linkToken, bank);
      return call('plaidToken', { body: { dentistInfoId: officeId, publicToken } });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: payoutKey(officeId) });
      // The side menu's payment-account entry follows the office's account.
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });
}

/** Turns what the person typed into a single-use token at the processor (never at the API). */
export type Tokenize = () => Promise<string>;

export function useTierMutations(officeId: number) {
  const queryClient = useQueryClient();
  const put = (data: TierBilling) => {
    queryClient.setQueryData(tierKey(officeId), data);
    // A new default card may have paid what was owed and given the tier back: the shell's menu lock reads the account.
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  };
  const add = useMutation({
    mutationFn: async (tokenize: Tokenize) => {
      const token = await tokenize();
      return call('addTierPaymentMethod', { body: { dentistInfoId: officeId, token } });
    },
    onSuccess: put,
  });
  const setDefault = useMutation({
    mutationFn: (paymentMethodId: number) =>
      call('setDefaultTierPaymentMethod', { body: { dentistInfoId: officeId, paymentMethodId } }),
    onSuccess: put,
  });
  const remove = useMutation({
    mutationFn: (paymentMethodId: number) =>
      call('removeTierPaymentMethod', { body: { dentistInfoId: officeId, paymentMethodId } }),
    onSuccess: put,
  });
  return { add, setDefault, remove };
}
