import {
  AdminAssociationsQuery,
  AdminAssociationsResponse,
  AssociationChangeResponse,
  AssociationDetailResponse,
  AssociationParams,
  AssociationRequest,
} from './admin-associations';
import { endpoint } from './endpoint';

const BODY = { name: 'Lakes Dental Society', urlSlug: 'lakes-dental-society', logo: '' };

/** The associations that bring practices (issue 24, /admin/associations). */
export const adminAssociationEndpoints = {
  adminAssociations: endpoint({
    method: 'GET',
    path: '/admin/associations',
    summary: 'Every association with its sign-up address, promo codes and how many offices and users it has',
    tag: 'admin',
    auth: true,
    query: AdminAssociationsQuery,
    response: AdminAssociationsResponse,
    example: { query: { search: 'State' } },
  }),
  adminAssociation: endpoint({
    method: 'GET',
    path: '/admin/associations/{associationId}',
    summary: 'An association with its users and the offices that signed up through it',
    tag: 'admin',
    auth: true,
    params: AssociationParams,
    response: AssociationDetailResponse,
    example: { params: { associationId: 1 } },
  }),
  createAssociation: endpoint({
    method: 'POST',
    path: '/admin/associations',
    summary: 'Create an association with its sign-up address and logo (audited)',
    tag: 'admin',
    auth: true,
    body: AssociationRequest,
    response: AssociationChangeResponse,
    example: { body: BODY },
  }),
  updateAssociation: endpoint({
    method: 'PUT',
    path: '/admin/associations/{associationId}',
    summary: "Change an association's name, address or logo (audited)",
    tag: 'admin',
    auth: true,
    params: AssociationParams,
    body: AssociationRequest,
    response: AssociationChangeResponse,
    example: { params: { associationId: 1 }, body: BODY },
  }),
};
