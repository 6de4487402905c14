import { type TenantConfig, WEEKDAYS, type Weekday } from '@mhq/domain';
import type { Lang } from '../enrolment/enrolment-texts';

/**
 * Words of the public marketplace (issue 27), English and Spanish, in each brand's words (a dental practice or an
 * eye care practice). Kept outside i18next, like the enrolment pages': these pages must stay light.
 */
type Care = { practice: string; aPractice: string; practices: string; care: string };

const CARE: Record<TenantConfig['id'], Record<Lang, Care>> = {
  dental: {
    en: {
      practice: 'dental practice',
      aPractice: 'a dental practice',
      practices: 'dental practices',
      care: 'dental care',
    },
    es: {
      practice: 'consultorio dental',
      aPractice: 'un consultorio dental',
      practices: 'consultorios dentales',
      care: 'atención dental',
    },
  },
  vision: {
    en: {
      practice: 'eye care practice',
      aPractice: 'an eye care practice',
      practices: 'eye care practices',
      care: 'eye care',
    },
    es: {
      practice: 'consultorio de la vista',
      aPractice: 'un consultorio de la vista',
      practices: 'consultorios de la vista',
      care: 'cuidado de la vista',
    },
  },
};

const en = (c: Care) => ({
  searchTitle: `Find ${c.aPractice} near you`,
  searchLead: `Membership plans for ${c.care} without insurance: one simple price, joined online in minutes.`,
  searchDescription: (brand: string) =>
    `Find ${c.aPractice} near you that offers a membership plan for ${c.care} without insurance, with ${brand}.`,
  place: 'ZIP code or city',
  placeHint: 'For example 78701 or Austin, TX',
  miles: 'Distance',
  milesOption: (m: number) => `Within ${m} miles`,
  specialty: 'Specialty',
  anySpecialty: 'Any specialty',
  search: 'Search',
  searching: 'Searching…',
  resultsNear: (n: number, place: string, miles: number) =>
    `${n} ${n === 1 ? c.practice : c.practices} within ${miles} miles of ${place}`,
  noneTitle: (place: string, miles: number) => `No ${c.practices} within ${miles} miles of ${place} yet`,
  noneTry: (wider: number | null) =>
    wider
      ? `Try a wider distance (${wider} miles), a nearby ZIP code or city, or any specialty.`
      : 'Try a nearby ZIP code or city, or any specialty.',
  widen: (m: number) => `Search within ${m} miles`,
  milesAway: (m: number) => `${m.toFixed(1)} mi away`,
  fromMonth: (price: string) => `from ${price}/month`,
  fromYear: (price: string) => `${price}/year`,
  perMonth: '/month',
  perYear: '/year',
  rating: (avg: number, count: number) => `${avg.toFixed(1)} out of 5 (${count} ${count === 1 ? 'review' : 'reviews'})`,
  view: 'View practice',
  viewNamed: (name: string) => `View ${name}`,
  join: 'Join',
  joinNamed: (name: string) => `Join ${name}`,
  joinSpanish: 'Unirse en español',
  prev: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  failed: 'We could not search just now. Please try again.',
  // Profile
  profileDescription: (name: string, city: string, state: string, from: string | null) =>
    `${name} in ${city}, ${state}: membership plans for ${c.care} without insurance${from ? `, from ${from} a month` : ''}.`,
  backToSearch: 'Back to search',
  address: 'Address',
  phone: 'Phone',
  book: 'Book an appointment online',
  hours: 'Opening hours',
  day: 'Day',
  time: 'Hours',
  closed: 'Closed',
  careOffered: 'Care offered',
  plans: 'Membership plans',
  plansLead: 'Pay monthly or yearly. Plans are not insurance: they are an agreement with the practice for your care.',
  monthly: 'Monthly',
  yearly: 'Yearly',
  reviews: 'Reviews',
  noReviews: 'No reviews yet.',
  nearby: 'Other practices nearby',
  noNearby: 'No other listed practices within 25 miles.',
  cannotJoin: 'This practice is not taking online sign-ups right now. Call the practice to join.',
  notFound: 'This practice is not listed.',
  notFoundLead: 'It may have left the search, or the link is wrong.',
  weekdays: Object.fromEntries(WEEKDAYS.map((d) => [d.value, d.label])) as Record<Weekday, string>,
});

export type MarketplaceTexts = ReturnType<typeof en>;

const es = (c: Care): MarketplaceTexts => ({
  searchTitle: `Encuentre ${c.aPractice} cerca de usted`,
  searchLead: `Planes de membresía de ${c.care} sin seguro: un precio sencillo, con inscripción en línea en minutos.`,
  searchDescription: (brand) =>
    `Encuentre ${c.aPractice} cerca de usted con un plan de membresía de ${c.care} sin seguro, con ${brand}.`,
  place: 'Código postal o ciudad',
  placeHint: 'Por ejemplo 78701 o Austin, TX',
  miles: 'Distancia',
  milesOption: (m) => `A menos de ${m} millas`,
  specialty: 'Especialidad',
  anySpecialty: 'Cualquier especialidad',
  search: 'Buscar',
  searching: 'Buscando…',
  resultsNear: (n, place, miles) => `${n} ${n === 1 ? c.practice : c.practices} a menos de ${miles} millas de ${place}`,
  noneTitle: (place, miles) => `Todavía no hay ${c.practices} a menos de ${miles} millas de ${place}`,
  noneTry: (wider) =>
    wider
      ? `Pruebe una distancia mayor (${wider} millas), un código postal o ciudad cercana, o cualquier especialidad.`
      : 'Pruebe un código postal o ciudad cercana, o cualquier especialidad.',
  widen: (m) => `Buscar a menos de ${m} millas`,
  milesAway: (m) => `a ${m.toFixed(1)} millas`,
  fromMonth: (price) => `desde ${price}/mes`,
  fromYear: (price) => `${price}/año`,
  perMonth: '/mes',
  perYear: '/año',
  rating: (avg, count) => `${avg.toFixed(1)} de 5 (${count} ${count === 1 ? 'reseña' : 'reseñas'})`,
  view: 'Ver consultorio',
  viewNamed: (name) => `Ver ${name}`,
  join: 'Unirse',
  joinNamed: (name) => `Unirse a ${name}`,
  joinSpanish: 'Join in English',
  prev: 'Anterior',
  next: 'Siguiente',
  pageOf: (page, pages) => `Página ${page} de ${pages}`,
  failed: 'No pudimos buscar en este momento. Inténtelo de nuevo.',
  profileDescription: (name, city, state, from) =>
    `${name} en ${city}, ${state}: planes de membresía de ${c.care} sin seguro${from ? `, desde ${from} al mes` : ''}.`,
  backToSearch: 'Volver a la búsqueda',
  address: 'Dirección',
  phone: 'Teléfono',
  book: 'Haga una cita en línea',
  hours: 'Horario',
  day: 'Día',
  time: 'Horas',
  closed: 'Cerrado',
  careOffered: 'Servicios',
  plans: 'Planes de membresía',
  plansLead:
    'Pague mensual o anualmente. Los planes no son un seguro: son un acuerdo con el consultorio para su atención.',
  monthly: 'Mensual',
  yearly: 'Anual',
  reviews: 'Reseñas',
  noReviews: 'Todavía no hay reseñas.',
  nearby: 'Otros consultorios cercanos',
  noNearby: 'No hay otros consultorios a menos de 25 millas.',
  cannotJoin: 'Este consultorio no acepta inscripciones en línea por ahora. Llame al consultorio para unirse.',
  notFound: 'Este consultorio no está en la lista.',
  notFoundLead: 'Puede que ya no aparezca en la búsqueda, o el enlace no es correcto.',
  weekdays: {
    mon: 'Lunes',
    tue: 'Martes',
    wed: 'Miércoles',
    thu: 'Jueves',
    fri: 'Viernes',
    sat: 'Sábado',
    sun: 'Domingo',
  },
});

/** The brand's specialties in Spanish, by id (the domain keeps their English names). */
const SPECIALTIES_ES: Record<number, string> = {
  1: 'Odontología general',
  2: 'Odontopediatría',
  3: 'Periodoncia',
  4: 'Ortodoncia',
  5: 'Endodoncia',
  6: 'Prostodoncia',
  7: 'Cirugía oral',
  21: 'Optometría',
  22: 'Oftalmología',
  23: 'Cuidado de la vista infantil',
};

/** A specialty's name in the page's language. */
export const specialtyName = (s: { id: number; name: string }, lang: Lang): string =>
  (lang === 'es' ? SPECIALTIES_ES[s.id] : undefined) ?? s.name;

/** The marketplace's words in a language, for a brand. */
export function marketplaceTexts(brand: TenantConfig['id'], lang: Lang): MarketplaceTexts {
  const care = CARE[brand][lang];
  return lang === 'es' ? es(care) : en(care);
}
