import type { TenantConfig } from '@mhq/domain';

/** What the invitation says about the office: always read from the office's own record, never from the request. */
export type InvitingOffice = {
  officeName: string;
  phone: string | null;
  /** An absolute address of the office's logo, or null. */
  logoUrl: string | null;
  /** The office's template theme (issue 26): its button takes the theme's colours; the brand's without one. */
  theme?: { primary: string; onPrimary: string };
};

export type InviteMail = { subject: string; text: string; html: string };

type Words = {
  subject: (office: string) => string;
  hello: string;
  lead: (office: string) => string;
  cta: string;
  questions: (office: string, phone: string | null) => string;
  disclaimer: string;
  footer: (brand: string) => string;
};

const WORDS: Record<'en' | 'es', Words> = {
  en: {
    subject: (office) => `${office} invites you to join its membership plan`,
    hello: 'Hello,',
    lead: (office) =>
      `${office} invites you to join its in-house membership plan: your preventive care for one monthly or yearly price, with savings on other treatment. No insurance needed.`,
    cta: 'See the plans and enroll',
    questions: (office, phone) => `Questions? Reply to this email or call ${office}${phone ? ` at ${phone}` : ''}.`,
    disclaimer: 'Membership plans are not insurance.',
    footer: (brand) => `Sent for the office by ${brand}.`,
  },
  es: {
    subject: (office) => `${office} le invita a unirse a su plan de membresía`,
    hello: 'Hola:',
    lead: (office) =>
      `${office} le invita a unirse a su plan de membresía: su atención preventiva por un precio mensual o anual, con ahorros en otros tratamientos. No necesita seguro.`,
    cta: 'Vea los planes e inscríbase',
    questions: (office, phone) =>
      `¿Preguntas? Responda a este correo o llame a ${office}${phone ? ` al ${phone}` : ''}.`,
    disclaimer: 'Los planes de membresía no son un seguro.',
    footer: (brand) => `Enviado en nombre del consultorio por ${brand}.`,
  },
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The invitation in the patient's language: a plain-text mail and the same words as HTML, with the office's logo. */
export function inviteMail(office: InvitingOffice, link: string, spanish: boolean, tenant: TenantConfig): InviteMail {
  const w = WORDS[spanish ? 'es' : 'en'];
  const text = [
    w.hello,
    '',
    w.lead(office.officeName),
    '',
    `${w.cta}: ${link}`,
    '',
    w.questions(office.officeName, office.phone),
    '',
    w.disclaimer,
    w.footer(tenant.name),
  ].join('\n');
  const e = escapeHtml;
  const html = [
    `<!doctype html><html lang="${spanish ? 'es' : 'en'}"><body style="font-family:Arial,sans-serif;color:#1f2933;line-height:1.5">`,
    office.logoUrl
      ? `<p><img src="${e(office.logoUrl)}" alt="${e(office.officeName)}" style="max-height:64px"></p>`
      : '',
    `<p>${e(w.hello)}</p>`,
    `<p>${e(w.lead(office.officeName))}</p>`,
    `<p><a href="${e(link)}" style="display:inline-block;padding:10px 18px;background:${e(office.theme?.primary ?? tenant.colors.primary[7] ?? '#1c4fa0')};color:${e(office.theme?.onPrimary ?? '#ffffff')};text-decoration:none;border-radius:6px">${e(w.cta)}</a></p>`,
    `<p>${e(w.questions(office.officeName, office.phone))}</p>`,
    `<p style="font-size:12px;color:#52606d">${e(w.disclaimer)} ${e(w.footer(tenant.name))}</p>`,
    '</body></html>',
  ].join('');
  return { subject: w.subject(office.officeName), text, html };
}
