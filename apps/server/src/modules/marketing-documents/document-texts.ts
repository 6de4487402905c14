import type { DocumentLanguage, EnrollmentDocumentId } from '@mhq/contract';
import type { TenantId } from '@mhq/domain';

/** The words a printed sign speaks, in the patient's language and the brand's own terms (eye exams, not cleanings). */
export type DocumentTexts = {
  /** The big line of a sign. */
  headline: string;
  /** A window cling's line, read from the street. */
  windowHeadline: string;
  /** What the plan is, in one or two sentences. */
  lead: string;
  plansHeading: string;
  plan: string;
  monthly: string;
  yearly: string;
  perMonth: string;
  perYear: string;
  notOffered: string;
  /** "Plans from $19 a month": a window cling's price line. */
  plansFrom: (price: string) => string;
  morePlans: (n: number) => string;
  scan: string;
  orVisit: string;
  askUs: string;
  disclaimer: string;
};

type BrandWords = Pick<DocumentTexts, 'headline' | 'lead' | 'askUs' | 'disclaimer'>;

// Per brand and language: what the plan covers and who to ask, in that brand's words (spec 01 section 3: the vision
// brand's professional is an optometrist).
const BRAND_WORDS: Record<TenantId, Record<DocumentLanguage, BrandWords>> = {
  dental: {
    en: {
      headline: 'Join our dental membership plan',
      lead: 'No dental insurance? No problem. Your cleanings, exams and X-rays for one simple price, with savings on other treatment.',
      askUs: 'Questions? Ask our front desk or your dentist.',
      disclaimer:
        'Membership plans are not insurance. They are agreements between you and your dental practice for discounted care.',
    },
    es: {
      headline: 'Únase a nuestro plan de membresía dental',
      lead: '¿No tiene seguro dental? No hay problema. Sus limpiezas, exámenes y radiografías por un precio sencillo, con descuentos en otros tratamientos.',
      askUs: '¿Preguntas? Hable con nuestra recepción o con su dentista.',
      disclaimer:
        'Los planes de membresía no son un seguro. Son acuerdos entre usted y su consultorio dental para recibir atención con descuento.',
    },
  },
  vision: {
    en: {
      headline: 'Join our eye care membership plan',
      lead: 'No vision insurance? No problem. Your yearly eye exams for one simple price, with savings on glasses and contact lenses.',
      askUs: 'Questions? Ask our front desk or your optometrist.',
      disclaimer: 'Membership plans are not insurance.',
    },
    es: {
      headline: 'Únase a nuestro plan de membresía para sus ojos',
      lead: '¿No tiene seguro de la vista? No hay problema. Sus exámenes de la vista anuales por un precio sencillo, con descuentos en anteojos y lentes de contacto.',
      askUs: '¿Preguntas? Hable con nuestra recepción o con su optometrista.',
      disclaimer: 'Los planes de membresía no son un seguro.',
    },
  },
};

const COMMON: Record<DocumentLanguage, Omit<DocumentTexts, keyof BrandWords>> = {
  en: {
    windowHeadline: 'No insurance? Join our membership plan',
    plansHeading: 'Our plans',
    plan: 'Plan',
    monthly: 'Monthly',
    yearly: 'Yearly',
    perMonth: '/ month',
    perYear: '/ year',
    notOffered: '-',
    plansFrom: (price) => `Plans from ${price} a month`,
    morePlans: (n) => (n === 1 ? '+ 1 more plan online' : `+ ${n} more plans online`),
    scan: 'Scan to join today',
    orVisit: 'or visit',
  },
  es: {
    windowHeadline: '¿Sin seguro? Únase a nuestro plan de membresía',
    plansHeading: 'Nuestros planes',
    plan: 'Plan',
    monthly: 'Mensual',
    yearly: 'Anual',
    perMonth: '/ mes',
    perYear: '/ año',
    notOffered: '-',
    plansFrom: (price) => `Planes desde ${price} al mes`,
    morePlans: (n) => (n === 1 ? '+ 1 plan más en línea' : `+ ${n} planes más en línea`),
    scan: 'Escanee para inscribirse hoy',
    orVisit: 'o visite',
  },
};

export function documentTexts(brand: TenantId, language: DocumentLanguage): DocumentTexts {
  return { ...COMMON[language], ...BRAND_WORDS[brand][language] };
}

/** Each document's name, as the PDF's title and its file name say it. */
export const DOCUMENT_NAMES: Record<EnrollmentDocumentId, Record<DocumentLanguage, string>> = {
  'counter-sign': { en: 'Counter sign', es: 'Letrero de mostrador' },
  'window-cling': { en: 'Window cling', es: 'Calcomanía para ventana' },
  flyer: { en: 'Flyer', es: 'Volante' },
  'table-tent': { en: 'Table tent', es: 'Tarjeta de mesa' },
};
