import type { TenantConfig } from '@mhq/domain';
import { aProfessional, professional, type ToolLang } from './tool-care';

/** The out-of-network calculator's words, in English and Spanish, for the brand (patients read this page). */
export function outOfNetworkTexts(tenant: TenantConfig, lang: ToolLang) {
  const pro = professional(tenant, lang);
  if (lang === 'es') {
    return {
      eyebrow: 'Calculadora de ahorro',
      title: `¿Su ${pro} no está en su red? Calcule su año con un plan de membresía`,
      lead: `Si su seguro no cubre a su ${pro}, o no tiene seguro, compare lo que pagaría en un año sin plan y con el plan de membresía del consultorio.`,
      language: 'Idioma',
      signIn: 'Iniciar sesión',
      yourCare: 'Su atención en un año',
      careLead: `Use los precios de su ${pro} si los conoce; los que ve son de un consultorio típico.`,
      price: (label: string) => `${label}: precio de cada visita`,
      howMany: (label: string) => `${label}: cuántas al año`,
      included: (n: number) => (n === 1 ? 'El plan incluye 1 al año.' : `El plan incluye ${n} al año.`),
      other: 'Otro tratamiento que espera este año',
      thePlan: 'El plan de membresía',
      monthly: 'Precio del plan al mes',
      discount: 'Descuento en otros tratamientos',
      invalidMoney: 'Escriba un importe, por ejemplo 120 o 89.50',
      invalidPercent: 'Escriba un porcentaje de 0 a 100',
      invalidCount: 'Escriba un número de 0 a 24',
      results: 'Su año',
      without: 'Sin plan',
      withPlan: 'Con el plan',
      planYear: 'El plan (12 meses)',
      beyond: 'Visitas que el plan no incluye, con descuento',
      treatment: 'Otro tratamiento, con descuento',
      saving: (amount: string) => `Ahorra ${amount} al año con el plan`,
      noSaving: (amount: string) => `Este año, pagar cada visita le costaría ${amount} menos que el plan`,
      notInsurance:
        'Un plan de membresía no es un seguro: es un acuerdo con su consultorio. Paga una cuota mensual, recibe la atención incluida sin copagos y un descuento en lo demás.',
      next: `Busque un ${pro} con plan de membresía`,
      learnMore: 'Cómo funcionan los planes',
    };
  }
  return {
    eyebrow: 'Savings calculator',
    title: `Is your ${pro} out of network? See your year on a membership plan`,
    lead: `If your insurance does not cover your ${pro}, or you have no insurance, compare what a year of care costs paying as you go and on the practice's membership plan.`,
    language: 'Language',
    signIn: 'Sign in',
    yourCare: 'Your care this year',
    careLead: `Use your ${pro}'s prices if you know them; the ones shown are a typical practice's.`,
    price: (label: string) => `${label}: price of each`,
    howMany: (label: string) => `${label}: how many a year`,
    included: (n: number) => `The plan includes ${n} a year.`,
    other: 'Other treatment you expect this year',
    thePlan: 'The membership plan',
    monthly: 'Plan price per month',
    discount: 'Discount on other treatment',
    invalidMoney: 'Enter an amount, such as 120 or 89.50',
    invalidPercent: 'Enter a percentage from 0 to 100',
    invalidCount: 'Enter a number from 0 to 24',
    results: 'Your year',
    without: 'Without a plan',
    withPlan: 'With the plan',
    planYear: 'The plan (12 months)',
    beyond: 'Visits the plan does not include, discounted',
    treatment: 'Other treatment, discounted',
    saving: (amount: string) => `You save ${amount} a year with the plan`,
    noSaving: (amount: string) => `This year, paying as you go would cost ${amount} less than the plan`,
    notInsurance:
      'A membership plan is not insurance: it is an agreement with your practice. You pay a monthly fee, get the included care with no copays, and a discount on everything else.',
    next: `Find ${aProfessional(tenant)} with a membership plan`,
    learnMore: 'How membership plans work',
  };
}

export type OutOfNetworkTexts = ReturnType<typeof outOfNetworkTexts>;
