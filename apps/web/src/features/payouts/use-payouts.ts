import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../app/api';

/** The office's payouts, balance and schedule. */
export function usePayoutList(officeId: number | null) {
  return useQuery({
    queryKey: ['payouts', officeId],
    enabled: officeId !== null,
    queryFn: ({ signal }) => call('payoutList', { params: { id: officeId ?? 0 }, signal, successToast: false }),
  });
}

export type PayoutFileType = 'csv' | 'xlsx' | 'pdf';
const EXT_NAME: Record<PayoutFileType, string> = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' };
export const fileTypeName = (type: PayoutFileType) => EXT_NAME[type];

/** Downloads a payout's report as a file (a PDF opens in a new tab). */
export function usePayoutFile(officeId: number | null) {
  return useMutation({
    mutationFn: async ({ payoutId, payoutOn, type }: { payoutId: number; payoutOn: string; type: PayoutFileType }) => {
      const tab = type === 'pdf' ? window.open('', '_blank') : null;
      const blob = (await call('payoutReport', {
        params: { dentistInfoId: officeId ?? 0, id: payoutId },
        query: { type },
        responseType: 'blob',
        successToast: false,
      })) as unknown as Blob;
      const url = URL.createObjectURL(blob);
      if (tab) {
        tab.location.href = url;
      } else {
        const link = document.createElement('a');
        link.href = url;
        link.download = `payout-${payoutOn}.${type}`;
        link.click();
      }
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
