import type { TenantConfig } from '@mhq/domain';
import { aProfessional, professional, type ToolLang } from './tool-care';

type Section = { id: string; title: string; paragraphs: readonly string[] };

/**
 * How membership plans work, for patients, in the brand's words and in English or Spanish: what is included, how
 * billing works, how to cancel (spec 01 and 02: renewals, monthly plans with a 12-month commitment under the
 * payment guarantee, a requested cancellation running to the end of the paid term), and that it is not insurance.
 */
export function learnMoreTexts(tenant: TenantConfig, lang: ToolLang) {
  const pro = professional(tenant, lang);
  const dental = tenant.professionalName === 'dentist';
  const contact = `${tenant.supportEmail} · ${tenant.supportPhone}`;
  if (lang === 'es') {
    const visits = dental
      ? 'limpiezas, exámenes y radiografías'
      : 'exámenes de la vista y adaptaciones de lentes de contacto';
    return {
      eyebrow: 'Para pacientes',
      title: 'Cómo funcionan los planes de membresía',
      lead: `Un plan de membresía es una forma sencilla de pagar la atención de rutina directamente a su ${pro}, sin seguro.`,
      language: 'Idioma',
      signIn: 'Iniciar sesión',
      exampleTitle: 'Un ejemplo',
      example: (care: string, plan: string, saving: string) =>
        `Sin plan, ${visits} de un año cuestan ${care}. Con un plan de ${plan} al mes, ahorra ${saving} solo en esas visitas.`,
      sections: [
        {
          id: 'included',
          title: 'Qué incluye',
          paragraphs: [
            `Cada plan incluye las visitas de rutina de un año, como ${visits}, sin copagos ni deducibles, y un descuento en otros tratamientos en el consultorio.`,
            'Cada consultorio elige sus planes y precios: los verá antes de inscribirse, con lo que incluye cada uno.',
          ],
        },
        {
          id: 'billing',
          title: 'Cómo se cobra',
          paragraphs: [
            'Paga al mes o por el año completo, con tarjeta, débito bancario o en el consultorio. El plan se renueva automáticamente y le enviamos un recibo por cada pago.',
            'Antes de una renovación anual le avisamos por correo con la fecha y el importe. Si el precio de su plan cambia, se le avisa al menos 30 días antes y nunca a mitad de un periodo pagado.',
          ],
        },
        {
          id: 'cancel',
          title: 'Cómo cancelar',
          paragraphs: [
            `Puede pedir la cancelación en cualquier momento a su consultorio o a ${tenant.name} (${contact}). Su plan sigue activo hasta el final del periodo ya pagado y no se le vuelve a cobrar.`,
            'Algunos planes mensuales con pago garantizado tienen un compromiso de 12 meses y una cuota de inscripción; si es su caso, se lo mostramos antes de pagar.',
          ],
        },
        {
          id: 'insurance',
          title: 'No es un seguro',
          paragraphs: [
            `Un plan de membresía es un acuerdo entre usted y su ${pro}: solo cubre la atención en ese consultorio y no reemplaza un seguro médico. Si tiene seguro, pregunte a su ${pro} si un plan le conviene.`,
          ],
        },
      ] satisfies Section[],
      faq: 'Preguntas frecuentes',
      next: `Encuentre un ${pro} con plan de membresía`,
      calculator: 'Calcule su ahorro',
    };
  }
  const visits = dental ? 'cleanings, exams and x-rays' : 'eye exams and contact lens fittings';
  return {
    eyebrow: 'For patients',
    title: 'How membership plans work',
    lead: `A membership plan is a simple way to pay your ${pro} directly for routine care, without insurance.`,
    language: 'Language',
    signIn: 'Sign in',
    exampleTitle: 'An example',
    example: (care: string, plan: string, saving: string) =>
      `Without a plan, a year of ${visits} costs ${care}. On a ${plan} a month plan you save ${saving} on those visits alone.`,
    sections: [
      {
        id: 'included',
        title: "What's included",
        paragraphs: [
          `Each plan includes a year of routine visits, such as ${visits}, with no copays or deductibles, and a discount on other treatment at the practice.`,
          'Each practice chooses its own plans and prices: you see them, and what each includes, before you join.',
        ],
      },
      {
        id: 'billing',
        title: 'How billing works',
        paragraphs: [
          'You pay monthly or for the whole year, by card, bank draft or at the practice. The plan renews automatically, and you get an emailed receipt for every payment.',
          "Before a yearly renewal we email you the date and the amount. If your plan's price changes you are told at least 30 days ahead, and never in the middle of a paid term.",
        ],
      },
      {
        id: 'cancel',
        title: 'How to cancel',
        paragraphs: [
          `You can ask to cancel at any time, through your practice or ${tenant.name} (${contact}). Your plan stays active to the end of the term you have paid for, and you are not charged again.`,
          'Some monthly plans with a payment guarantee carry a 12-month commitment and a setup fee; if yours does, you see it before you pay.',
        ],
      },
      {
        id: 'insurance',
        title: 'Not insurance',
        paragraphs: [
          `A membership plan is an agreement between you and your ${pro}: it covers care at that practice only and does not replace health insurance. If you have insurance, ask your ${pro} whether a plan helps you.`,
        ],
      },
    ] satisfies Section[],
    faq: 'Frequently asked questions',
    next: `Find ${aProfessional(tenant)} with a membership plan`,
    calculator: 'Work out your saving',
  };
}
