import { z } from 'zod';
import { Id } from './common';
import { endpoint } from './endpoint';

/*
 * QR signs and documents (issue 26; spec 02 section 7 `GET office/{dentistInfoId}/marketing/enrollment-qr-document/
 * {type}/{enrollmentDocumentId}`). The spec names the path only; what its two segments mean is ours:
 * - `type`: the file's format. `pdf` is the printable document; `png` is the document's QR code alone, as a large
 *   image for the office's website, social posts or its own designs.
 * - `enrollmentDocumentId`: which document, by a stable name: a counter sign, a window cling, a flyer or a table tent.
 * - `?language=es`: the document in Spanish, its QR leading to the enrolment page in Spanish (`?lang=es`).
 */

/** The printable documents an office may make, in the order the Marketing page offers them. */
export const ENROLLMENT_DOCUMENT_IDS = ['counter-sign', 'window-cling', 'flyer', 'table-tent'] as const;
export type EnrollmentDocumentId = (typeof ENROLLMENT_DOCUMENT_IDS)[number];

export const ENROLLMENT_DOCUMENT_TYPES = ['pdf', 'png'] as const;
export type EnrollmentDocumentType = (typeof ENROLLMENT_DOCUMENT_TYPES)[number];

export const DOCUMENT_LANGUAGES = ['en', 'es'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export const EnrollmentQrDocumentParams = z.object({
  dentistInfoId: Id,
  type: z.enum(ENROLLMENT_DOCUMENT_TYPES, { error: 'Unknown file type: choose pdf or png' }),
  enrollmentDocumentId: z.enum(ENROLLMENT_DOCUMENT_IDS, {
    error: `Unknown document: choose ${ENROLLMENT_DOCUMENT_IDS.join(', ')}`,
  }),
});
export type EnrollmentQrDocumentParams = z.infer<typeof EnrollmentQrDocumentParams>;

export const EnrollmentQrDocumentQuery = z.object({
  /** The document's language and the enrolment page its QR opens: English (default) or Spanish. */
  language: z.enum(DOCUMENT_LANGUAGES, { error: 'Unknown language: choose en or es' }).default('en'),
});
export type EnrollmentQrDocumentQuery = z.infer<typeof EnrollmentQrDocumentQuery>;

export const marketingDocumentEndpoints = {
  enrollmentQrDocument: endpoint({
    method: 'GET',
    path: '/office/{dentistInfoId}/marketing/enrollment-qr-document/{type}/{enrollmentDocumentId}',
    summary:
      "A printable QR sign (counter sign, window cling, flyer, table tent) with the office's logo, plans and prices and a QR code to its enrolment page, as a PDF, or its QR code alone as a PNG; ?language=es for Spanish",
    tag: 'marketing',
    auth: true,
    params: EnrollmentQrDocumentParams,
    query: EnrollmentQrDocumentQuery,
    response: z.string().meta({ format: 'binary' }),
    produces: ['application/pdf', 'image/png'],
    example: {
      params: { dentistInfoId: 1, type: 'pdf', enrollmentDocumentId: 'counter-sign' },
      query: { language: 'en' },
    },
  }),
};
