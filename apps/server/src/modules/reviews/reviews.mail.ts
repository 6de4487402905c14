import type { EnrolmentLanguage, TenantConfig } from '@mhq/domain';

// The patient learns that their practice answered their review, in the household's language.

const WORDS = {
  en: {
    subject: (office: string) => `${office} answered your review`,
    hello: (name: string) => `Hello ${name},`,
    answered: (office: string) => `${office} answered the review you wrote of them:`,
    read: 'Read it, and change your review if you like, in your account:',
  },
  es: {
    subject: (office: string) => `${office} respondió a su reseña`,
    hello: (name: string) => `Hola ${name}:`,
    answered: (office: string) => `${office} respondió a la reseña que usted escribió:`,
    read: 'Léala, y cambie su reseña si lo desea, en su cuenta:',
  },
} as const;

/** The author of a review learns the office answered it: the answer itself, and where to read it. */
export function reviewAnsweredMail(m: {
  language: EnrolmentLanguage;
  tenant: TenantConfig;
  officeName: string;
  firstName: string;
  answer: string;
  link: string;
}) {
  const w = WORDS[m.language];
  const quoted = m.answer
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [
    w.hello(m.firstName),
    '',
    w.answered(m.officeName),
    '',
    quoted,
    '',
    w.read,
    m.link,
    '',
    `${m.tenant.name} · ${m.tenant.supportEmail}`,
  ].join('\n');
  return { subject: w.subject(m.officeName), text };
}
