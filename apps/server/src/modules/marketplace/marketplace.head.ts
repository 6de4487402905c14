import { formatMoney, jsonForScript, practiceJsonLd, type TenantConfig } from '@mhq/domain';
import type { Ctx } from '../../deps';
import { AppError } from '../../http/app-error';
import { practiceProfile } from './marketplace.service';

/*
 * The document head of the marketplace's pages, written into the served HTML so crawlers read the title, the
 * description and a practice's structured data without running JavaScript. The web app replaces them as it runs
 * (they are marked data-page-head). English: the language crawlers are sent by default.
 */

const escapeHtml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const careOf = (tenant: TenantConfig) =>
  tenant.id === 'vision'
    ? { aPractice: 'an eye care practice', care: 'eye care' }
    : { aPractice: 'a dental practice', care: 'dental care' };

type Head = { title: string; description: string; jsonLd?: unknown };

function headHtml(h: Head): string {
  const parts = [
    `<title>${escapeHtml(h.title)}</title>`,
    `<meta name="description" content="${escapeHtml(h.description)}" data-page-head />`,
  ];
  if (h.jsonLd) parts.push(`<script type="application/ld+json" data-page-head>${jsonForScript(h.jsonLd)}</script>`);
  return parts.join('');
}

const PROFILE_PATH = /^\/marketplace\/profile\/(\d{1,9})\/?$/;

/** The head of a marketplace page at `pathname`, or null for any other page (and for a practice not listed). */
export async function marketplaceHead(ctx: Ctx, pathname: string, origin: string): Promise<string | null> {
  const { tenant } = ctx;
  const care = careOf(tenant);
  if (pathname === '/search' || pathname === '/search/') {
    return headHtml({
      title: `Find ${care.aPractice} near you | ${tenant.name}`,
      description: `Find ${care.aPractice} near you that offers a membership plan for ${care.care} without insurance, with ${tenant.name}.`,
    });
  }
  const id = PROFILE_PATH.exec(pathname)?.[1];
  if (!id) return null;
  try {
    const p = await practiceProfile(ctx, Number(id));
    const monthly = p.plans.filter((plan) => plan.showOnEnrollmentMonthly).map((plan) => plan.pricing.monthly);
    const from = monthly.length > 0 ? Math.min(...monthly) : null;
    const { office } = p;
    const a = office.address;
    return headHtml({
      title: `${office.officeName} | ${tenant.name}`,
      description: `${office.officeName} in ${a.city}, ${a.state}: membership plans for ${care.care} without insurance${from === null ? '' : `, from ${formatMoney(from)} a month`}.`,
      jsonLd: practiceJsonLd({
        brand: tenant.id,
        name: office.officeName,
        url: `${origin}/marketplace/profile/${office.id}`,
        logo: office.logo ? new URL(office.logo, origin).href : null,
        phone: office.phone,
        street: a.line1,
        city: a.city,
        state: a.state,
        zip: a.zip,
        hours: office.hours,
        rating: p.rating,
        fromMonthlyCents: from,
      }),
    });
  } catch (err) {
    // Not listed (404): the page is the app's own 'not listed' page, with the brand's plain head.
    if (err instanceof AppError) return null;
    throw err;
  }
}

/** The served HTML with the head's title replaced and the rest added before </head>. */
export function withHead(html: string, head: string): string {
  const withoutTitle = html.replace(/<title>[\s\S]*?<\/title>/, '');
  return withoutTitle.replace('</head>', () => `${head}</head>`);
}
