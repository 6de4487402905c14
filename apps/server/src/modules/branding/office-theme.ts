import { type OfficeThemeColors, type TenantId, themeColors } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { officeMarketing } from '../../db/schema';

/** An office's template theme with its colours (#rrggbb) and the text colours that read on them at AA. */
export type OfficeTheme = OfficeThemeColors;

/**
 * The theme of an office's enrolment page, mails and printed QR documents (issue 26 'Branding'); 'classic' until the
 * office picks one. The brand is not stored with the office (one database serves both, the request's host picks
 * it), so pass the request's brand (`ctx.tenant.id`); without it the dental brand's colours are used.
 */
export async function officeTheme(
  db: Db,
  organizationId: number,
  officeId: number,
  brand: TenantId = 'dental',
): Promise<OfficeTheme> {
  const [row] = await db
    .select({
      theme: officeMarketing.theme,
      primary: officeMarketing.customPrimary,
      accent: officeMarketing.customAccent,
    })
    .from(officeMarketing)
    .where(and(eq(officeMarketing.organizationId, organizationId), eq(officeMarketing.officeId, officeId)));
  if (!row) return themeColors(brand, 'classic');
  return themeColors(brand, row.theme, { primary: row.primary, accent: row.accent });
}
