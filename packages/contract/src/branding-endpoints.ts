import { BrandingParams, BrandingRequest, BrandingResponse, BrandingSavedResponse } from './branding';
import { endpoint } from './endpoint';

/** Branding (issue 26): the office's template theme. */
export const brandingEndpoints = {
  officeBranding: endpoint({
    method: 'GET',
    path: '/dentists/{id}/branding',
    summary: "The office's template theme, the brand's themes with their colours, and whether the caller may change it",
    tag: 'branding',
    auth: true,
    params: BrandingParams,
    response: BrandingResponse,
    example: { params: { id: 1 } },
  }),
  saveOfficeBranding: endpoint({
    method: 'PUT',
    path: '/dentists/{id}/branding',
    summary: "Picks the office's theme; a custom one's colours must read at AA contrast (4.5:1), else 400",
    tag: 'branding',
    auth: true,
    params: BrandingParams,
    body: BrandingRequest,
    response: BrandingSavedResponse,
    example: { params: { id: 1 }, body: { theme: 'custom', primary: '#1b2a4a', accent: '#f08c00' } },
  }),
};
