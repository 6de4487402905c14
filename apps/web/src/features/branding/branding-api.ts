import type { BrandingRequest } from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';

// The branding calls of /account/branding.

export const BRANDING_KEY = ['branding'] as const;

/** The office's theme, the brand's themes with their colours, and whether the caller may change it. */
export function useBranding(officeId: number | null) {
  return useQuery({
    queryKey: [...BRANDING_KEY, officeId],
    enabled: officeId !== null,
    queryFn: ({ signal }) => call('officeBranding', { params: { id: officeId ?? 0 }, signal, successToast: false }),
  });
}

/** Saves the office's theme (the server checks a custom pair's contrast again). */
export function useSaveBranding(officeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandingRequest) => call('saveOfficeBranding', { params: { id: officeId }, body }),
    onSuccess: (saved) => client.setQueryData([...BRANDING_KEY, officeId], saved),
  });
}
