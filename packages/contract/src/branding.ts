import { z } from 'zod';
import { Id, Text } from './common';

// Branding (issue 26, /account/branding): an office's template theme for its enrolment page, mails and printed QR
// documents. The spec names the page, not its calls: these are ours, under the office like its other settings.

export const BrandingParams = z.object({ id: Id });

const Hex = z.string().regex(/^#[0-9a-f]{6}$/, 'Use a colour like #1864ab.');

/** An office's theme: its key and colours (#rrggbb) with the text colours that read on them at AA. */
export const OfficeThemeShape = z
  .object({
    theme: z.string(),
    primary: Hex,
    accent: Hex,
    onPrimary: Hex,
    onAccent: Hex,
  })
  .meta({ id: 'OfficeTheme' });
export type OfficeThemeShape = z.infer<typeof OfficeThemeShape>;

/** A theme the brand offers, with its colours ('custom': the office's own pair, or the classic one until set). */
export const ThemeChoice = OfficeThemeShape.extend({ label: z.string() });
export type ThemeChoice = z.infer<typeof ThemeChoice>;

export const BrandingResponse = z
  .object({
    /** The theme in use. */
    current: OfficeThemeShape,
    themes: z.array(ThemeChoice),
    /** The office's saved custom pair, kept when another theme is picked; null until it sets one. */
    custom: z.object({ primary: Hex, accent: Hex }).nullable(),
    /** Whether the caller may change it (the owner and office admins). */
    mayChange: z.boolean(),
    /** The office's name and public enrolment address, for the preview and a link to the page itself. */
    officeName: z.string(),
    enrolmentPath: z.string(),
  })
  .meta({ id: 'BrandingResponse' });
export type BrandingResponse = z.infer<typeof BrandingResponse>;

/** Picks a theme; 'custom' with the office's two colours, checked to read at AA (4.5:1). */
export const BrandingRequest = z.object({
  theme: Text(40).pipe(z.string().min(1, 'Choose a theme.')),
  primary: z.string().trim().toLowerCase().max(20).optional(),
  accent: z.string().trim().toLowerCase().max(20).optional(),
});
export type BrandingRequest = z.infer<typeof BrandingRequest>;

export const BrandingSavedResponse = BrandingResponse.extend({ _message: z.string() });
export type BrandingSavedResponse = z.infer<typeof BrandingSavedResponse>;
