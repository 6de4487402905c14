import type { CampaignAudienceRequest, CampaignRequest, CampaignTemplateRequest } from '@mhq/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../app/api';

// The campaign calls of the Marketing page's Campaigns tab (/account/marketing?tab=campaigns).

export const CAMPAIGNS_KEY = ['campaigns'] as const;

/** The office's campaigns with their counts, its templates and today's sending room. */
export function useCampaigns(officeId: number) {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, officeId],
    queryFn: ({ signal }) => call('campaigns', { params: { dentistInfoId: officeId }, signal, successToast: false }),
    // A scheduled campaign goes out, and texts get delivered, while the page is open.
    refetchInterval: 30_000,
  });
}

/** A campaign with its recipients (the server audits the read). */
export function useCampaign(officeId: number, campaignId: number | null) {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, officeId, 'campaign', campaignId],
    enabled: campaignId !== null,
    queryFn: ({ signal }) =>
      call('campaign', {
        params: { dentistInfoId: officeId, campaignId: campaignId ?? 0 },
        signal,
        successToast: false,
      }),
  });
}

/** Who an audience reaches, checked before anything is saved. */
export function useCheckAudience(officeId: number) {
  return useMutation({
    mutationFn: (body: CampaignAudienceRequest) =>
      call('campaignAudience', { params: { dentistInfoId: officeId }, body, successToast: false }),
  });
}

export function useCreateCampaign(officeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignRequest) => call('createCampaign', { params: { dentistInfoId: officeId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}

export function useCancelCampaign(officeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (campaignId: number) => call('cancelCampaign', { params: { dentistInfoId: officeId, campaignId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}

/** Saves a new template, or changes one of the office's saved ones. */
export function useSaveTemplate(officeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CampaignTemplateRequest }) =>
      id === null
        ? call('createCampaignTemplate', { params: { dentistInfoId: officeId }, body })
        : call('updateCampaignTemplate', { params: { dentistInfoId: officeId, templateId: id }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}

export function useDeleteTemplate(officeId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (templateId: number) =>
      call('deleteCampaignTemplate', { params: { dentistInfoId: officeId, templateId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  });
}
