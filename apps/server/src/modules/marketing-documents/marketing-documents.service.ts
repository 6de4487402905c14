import type { DocumentLanguage, EnrollmentDocumentId, EnrollmentDocumentType, PublicPlan } from '@mhq/contract';
import { AA_CONTRAST, contrastRatio, DARK_TEXT, formatMoney, formatPhone } from '@mhq/domain';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Ctx } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import { officeTheme } from '../branding/office-theme';
import { printable } from '../money/baa-pdf';
import { findOffice } from '../office/office.queries';
import { publicOffice } from '../plans/plan-settings.service';
import { hexColor, type PriceRow } from './document-canvas';
import { drawDocument } from './document-layouts';
import { documentLogo } from './document-logo';
import { DOCUMENT_NAMES, documentTexts } from './document-texts';
import { enrolmentUrl, qrPng } from './enrolment-qr';

/** A made document: its bytes, type and file name. */
export type DocumentFile = { bytes: Buffer; contentType: 'application/pdf' | 'image/png'; filename: string };

export const NO_PLANS_MESSAGE =
  'Your office has no plans offered for online enrollment yet: add a plan before printing signs.';

/** A plan's prices as a sign prints them: only the terms the office offers on its enrolment page. */
function priceRow(plan: PublicPlan, language: DocumentLanguage): PriceRow {
  const offered = (shown: boolean, cents: number) => (shown && cents > 0 ? formatMoney(cents) : null);
  return {
    name: (language === 'es' && plan.spanishName.trim()) || plan.name,
    // A Spanish sign prints no English description: the office's Spanish one, or none.
    detail: (language === 'es' ? plan.spanishDescription : plan.description).trim(),
    monthly: offered(plan.showOnEnrollmentMonthly, plan.pricing.monthly),
    yearly: offered(plan.showOnEnrollmentAnnual, plan.pricing.annually),
  };
}

/** The lowest monthly price the office sells a plan at, for a window cling's "Plans from". */
function lowestMonthly(plans: PublicPlan[]): string | null {
  const monthly = plans.filter((p) => p.showOnEnrollmentMonthly && p.pricing.monthly > 0).map((p) => p.pricing.monthly);
  return monthly.length > 0 ? formatMoney(Math.min(...monthly)) : null;
}

/**
 * A printable QR sign of the office (or, as a PNG, its QR code alone) in the language asked: the office's logo when
 * it has one, its name and contact, the plans offered on its enrolment page with their monthly and yearly prices, in
 * the brand's words and the office's theme colours, and a QR code that opens its enrolment page in that language.
 */
export async function enrollmentQrDocument(
  ctx: Ctx,
  officeId: number,
  type: EnrollmentDocumentType,
  documentId: EnrollmentDocumentId,
  language: DocumentLanguage,
): Promise<DocumentFile> {
  const office = await findOffice(ctx.db, officeId);
  if (!office) throw notFound();
  const url = enrolmentUrl(ctx, office.slug, language);
  const qr = await qrPng(url);
  const stem = `${office.slug}-${documentId}${language === 'es' ? '-es' : ''}`;
  if (type === 'png') return { bytes: qr, contentType: 'image/png', filename: `${stem}-qr.png` };

  const [page, theme, logo] = await Promise.all([
    publicOffice(ctx, officeId),
    officeTheme(ctx.db, office.organizationId, office.id, ctx.tenant.id),
    documentLogo(ctx, office.logo),
  ]);
  // A sign sells plans: with none to enrol in, its code would open an empty page.
  if (page.plans.length === 0) throw new AppError('CONFLICT', NO_PLANS_MESSAGE);

  const t = documentTexts(ctx.tenant.id, language);
  const name = DOCUMENT_NAMES[documentId][language];
  const doc = await PDFDocument.create();
  doc.setTitle(printable(`${name} - ${office.officeName}`));
  doc.setAuthor(printable(office.officeName));
  doc.setCreator(ctx.tenant.name);
  doc.setSubject(url);
  doc.setLanguage(language === 'es' ? 'es-US' : 'en-US');
  doc.setCreationDate(ctx.clock.now());
  doc.setModificationDate(ctx.clock.now());
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const logoImage = logo ? await (logo.format === 'png' ? doc.embedPng(logo.bytes) : doc.embedJpg(logo.bytes)) : null;
  // Prices are text on white: in the theme's primary colour where it reads at AA, else in dark ink.
  const priceInk = contrastRatio(theme.primary, '#ffffff') >= AA_CONTRAST ? theme.primary : DARK_TEXT;
  drawDocument(doc, fonts, documentId, {
    t,
    officeName: office.officeName,
    contact: [page.office.address, page.office.phone ? formatPhone(page.office.phone) : null]
      .filter(Boolean)
      .join(' · '),
    plans: page.plans.map((p) => priceRow(p, language)),
    lowestMonthly: lowestMonthly(page.plans),
    url,
    qr: await doc.embedPng(qr),
    logo: logoImage,
    colors: {
      primary: hexColor(theme.primary),
      onPrimary: hexColor(theme.onPrimary),
      accent: hexColor(theme.accent),
      priceInk: hexColor(priceInk),
    },
  });
  return { bytes: Buffer.from(await doc.save()), contentType: 'application/pdf', filename: `${stem}.pdf` };
}
