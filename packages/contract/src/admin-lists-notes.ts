import { VALIDATION_MESSAGES } from '@mhq/domain';
import { z } from 'zod';
import { Text } from './common';

// Release notes (issue 24): written by platform admins, shown once to each office user of their brand.

export const RELEASE_NOTE_AUDIENCES = ['both', 'dental', 'vision'] as const;
export const ReleaseNoteAudience = z.enum(RELEASE_NOTE_AUDIENCES, 'Choose who sees it');
export type ReleaseNoteAudience = z.infer<typeof ReleaseNoteAudience>;

export const ReleaseNote = z
  .object({
    id: z.number().int(),
    audience: ReleaseNoteAudience,
    title: z.string(),
    /** Plain text; line breaks are kept. */
    body: z.string(),
    /** null while a draft. */
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    createdBy: z.string().nullable(),
    /** Office users who closed it. */
    seen: z.number().int(),
  })
  .meta({ id: 'ReleaseNote' });
export type ReleaseNote = z.infer<typeof ReleaseNote>;

export const ReleaseNotesResponse = z
  .object({ releaseNotes: z.array(ReleaseNote) })
  .meta({ id: 'ReleaseNotesResponse' });
export type ReleaseNotesResponse = z.infer<typeof ReleaseNotesResponse>;

export const ReleaseNoteRequest = z
  .object({
    title: Text(150).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    body: Text(5000).pipe(z.string().min(1, VALIDATION_MESSAGES.required)),
    audience: ReleaseNoteAudience,
  })
  .meta({ id: 'ReleaseNoteRequest' });
export type ReleaseNoteRequest = z.infer<typeof ReleaseNoteRequest>;
export type ReleaseNoteForm = z.input<typeof ReleaseNoteRequest>;

export const PublishReleaseNoteRequest = z.object({ published: z.boolean() }).meta({ id: 'PublishReleaseNoteRequest' });

export const ReleaseNoteChangeResponse = z
  .object({ _message: z.string(), releaseNote: ReleaseNote })
  .meta({ id: 'ReleaseNoteChangeResponse' });

/** The published notes of the brand the signed-in office user has not closed yet, newest first. */
export const UnseenReleaseNotesResponse = z
  .object({
    releaseNotes: z.array(
      z.object({ id: z.number().int(), title: z.string(), body: z.string(), publishedAt: z.string() }),
    ),
  })
  .meta({ id: 'UnseenReleaseNotesResponse' });
export type UnseenReleaseNotesResponse = z.infer<typeof UnseenReleaseNotesResponse>;
