import type { BusinessPaymentResponse } from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';

const KEY = ['business', 'payment'] as const;

/** The employer paying for its employees: where it stands, and the calls that change it. */
export function useBusinessPayment() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call('businessPayment', { signal }) });
  const put = (res: BusinessPaymentResponse) => {
    queryClient.setQueryData(KEY, res);
    // Whom it pays for shows on the members page too.
    void queryClient.invalidateQueries({ queryKey: ['business', 'members'] });
  };
  const saveCard = useMutation({
    mutationFn: async (tokenize: () => Promise<string>) =>
      call('saveBusinessCard', { body: { token: await tokenize() } }),
    onSuccess: put,
  });
  const removeCard = useMutation({ mutationFn: () => call('removeBusinessCard', {}), onSuccess: put });
  const setPays = useMutation({
    mutationFn: (paysForEmployees: boolean) => call('setBusinessPays', { body: { paysForEmployees } }),
    onSuccess: put,
  });
  const stopFor = useMutation({
    mutationFn: (enrolmentId: number) => call('stopPayingForEmployee', { params: { enrolmentId } }),
    onSuccess: put,
  });
  return { query, saveCard, removeCard, setPays, stopFor };
}
