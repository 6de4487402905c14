import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { enrollmentQrDocument } from './marketing-documents.service';

/**
 * QR signs (issue 26). The Marketing Portal is every office user's page (the invite routes declare no office action
 * either), and a sign holds no patient data, so the route needs the office only, and no audit line.
 */
const access = {
  roles: [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES],
  office: { in: 'params', field: 'dentistInfoId' },
} as const;

export function marketingDocumentRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.enrollmentQrDocument, access, async ({ ctx, params, query, reply }) => {
    const file = await enrollmentQrDocument(
      ctx,
      params.dentistInfoId,
      params.type,
      params.enrollmentDocumentId,
      query.language,
    );
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.bytes);
  });
}
