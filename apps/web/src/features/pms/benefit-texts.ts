import { tenant } from '../../app/tenant';

// The benefit-usage card's words (the member's page in the office, the household's portal) and the front desk's PMS
// search on the enrolment form, in English and Spanish with the same shape.

const office = tenant.professionalName === 'optometrist' ? 'eye doctor' : 'dentist';
const officeEs = tenant.professionalName === 'optometrist' ? 'oculista' : 'dentista';

const en = {
  title: 'Care used this plan year',
  titleFor: (name: string) => `${name}: care used this plan year`,
  planYear: (from: string, to: string) => `Plan year ${from} to ${to}`,
  used: (name: string, used: number, included: number) => `${name}: ${used} of ${included}`,
  usedOn: (dates: string) => `Used on ${dates}`,
  notUsed: 'Not used yet',
  remaining: (n: number) =>
    n === 0
      ? 'Every included visit is used this plan year.'
      : `${n} included ${n === 1 ? 'visit' : 'visits'} left this plan year.`,
  noServices: 'This plan has no included visits to count.',
  state: {
    no_plan: 'No plan at the moment, so there is no included care to count.',
    not_matched: 'Visits show here once this member is matched to their chart at the office.',
    not_connected: `Visits show here once the ${office}'s office links its practice-management system.`,
    unavailable: 'The visits cannot be read right now. Please look again later.',
  },
  loading: 'Loading care used',
  // The front desk's PMS search on the enrolment form
  find: 'Find in your practice-management system',
  findHint: 'Type at least 2 letters of a name, or a chart ID, phone or email. Choosing a patient fills in the fields.',
  searching: 'Searching…',
  noPatient: (q: string) => `No patient matches “${q}”.`,
  pick: (name: string, chart: string) => `Use ${name}, chart ${chart}`,
  use: 'Use',
  chart: (id: string) => `Chart ${id}`,
  born: (date: string) => `Born ${date}`,
  filled: (name: string) => `Filled in from the chart of ${name}.`,
  alreadyMember: 'Already a member',
};

export type BenefitTexts = typeof en;

const es: BenefitTexts = {
  title: 'Atención usada este año del plan',
  titleFor: (name: string) => `${name}: atención usada este año del plan`,
  planYear: (from: string, to: string) => `Año del plan del ${from} al ${to}`,
  used: (name: string, used: number, included: number) => `${name}: ${used} de ${included}`,
  usedOn: (dates: string) => `Usado el ${dates}`,
  notUsed: 'Aún sin usar',
  remaining: (n: number) =>
    n === 0
      ? 'Ya usó todas las visitas incluidas de este año del plan.'
      : `${n} ${n === 1 ? 'visita incluida' : 'visitas incluidas'} por usar este año del plan.`,
  noServices: 'Este plan no tiene visitas incluidas que contar.',
  state: {
    no_plan: 'No tiene un plan en este momento, así que no hay atención incluida que contar.',
    not_matched: 'Las visitas aparecerán aquí cuando el consultorio vincule a este miembro con su expediente.',
    not_connected: `Las visitas aparecerán aquí cuando el consultorio de su ${officeEs} conecte su sistema de gestión.`,
    unavailable: 'No podemos leer las visitas en este momento. Vuelva a intentarlo más tarde.',
  },
  loading: 'Cargando la atención usada',
  find: 'Buscar en su sistema de gestión',
  findHint:
    'Escriba al menos 2 letras de un nombre, o un número de expediente, teléfono o correo. Al elegir un paciente se llenan los campos.',
  searching: 'Buscando…',
  noPatient: (q: string) => `Ningún paciente coincide con “${q}”.`,
  pick: (name: string, chart: string) => `Usar a ${name}, expediente ${chart}`,
  use: 'Usar',
  chart: (id: string) => `Expediente ${id}`,
  born: (date: string) => `Nació el ${date}`,
  filled: (name: string) => `Datos tomados del expediente de ${name}.`,
  alreadyMember: 'Ya es miembro',
};

export const BENEFIT_TEXTS = { en, es };
