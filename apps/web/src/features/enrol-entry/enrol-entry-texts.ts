import type { Brand, Lang } from '../enrolment/enrolment-texts';

/**
 * The words of the ways into enrolment (issue 27): /start, /subscribe without a practice, and the waiting-room
 * tablet's thank-you, in English and Spanish; the brand's care words come from the tenant.
 */
const care = { dental: 'dental care', vision: 'eye care' } as const;
const practice = { dental: 'dental practice', vision: 'eye care practice' } as const;

const en = {
  startTitle: (brand: Brand) => `Save on ${care[brand]} without insurance`,
  startLead: (brand: Brand) =>
    `Join a membership plan at a ${practice[brand]} near you: your routine care for one simple monthly or yearly price, and savings on the rest. No insurance, no deductibles, no claims.`,
  howTitle: 'How a membership works',
  how: [
    { title: 'Find your practice', text: 'Search by ZIP code, or use the link or code your practice gave you.' },
    {
      title: 'Choose a plan and join online',
      text: 'Pick a plan for yourself and your family and pay by card. It takes a few minutes.',
    },
    {
      title: 'Use your membership',
      text: 'Your membership starts right away: book your visit, and the practice knows you are a member.',
    },
  ],
  findTitle: 'Find a practice near you',
  zip: 'ZIP code',
  zipHint: '5 digits',
  zipInvalid: 'Enter a 5-digit ZIP code.',
  search: 'Search',
  linkTitle: 'Have a link or code from your practice?',
  linkLabel: 'Practice link name or group code',
  linkHint: 'For example: bright-smiles-downtown, or a group code like GRACE10',
  linkRequired: 'Enter the link name or the code.',
  linkInvalid: 'Use only letters, numbers and dashes.',
  linkNotFound: 'We found no practice or group with this name or code. Check it, or ask your practice for its link.',
  linkCheckFailed: 'We could not check this right now. Please try again.',
  checking: 'Checking…',
  go: 'Continue',
  memberTitle: 'Already a member?',
  signIn: 'Sign in',
  subscribeTitle: 'Subscribe to a membership plan',
  subscribeLead:
    'You subscribe through your practice’s own page. Find your practice by ZIP code, or enter the link name or code it gave you.',
  thanksTitle: 'Thank you!',
  handBack: 'Please hand the tablet back to the front desk.',
  nextPatient: 'Next patient',
  startingOver: (seconds: number) => `Starting over for the next patient in ${seconds} s.`,
};

export type EntryTexts = typeof en;

const es: EntryTexts = {
  startTitle: (brand) => `Ahorre en ${brand === 'dental' ? 'atención dental' : 'el cuidado de la vista'} sin seguro`,
  startLead: (brand) =>
    `Únase al plan de membresía de ${brand === 'dental' ? 'un consultorio dental' : 'una clínica de la vista'} cerca de usted: su atención de rutina por un precio simple, mensual o anual, y ahorros en lo demás. Sin seguro, sin deducibles, sin reclamos.`,
  howTitle: 'Cómo funciona una membresía',
  how: [
    {
      title: 'Encuentre su consultorio',
      text: 'Busque por código postal, o use el enlace o el código que le dio su consultorio.',
    },
    {
      title: 'Elija un plan e inscríbase en línea',
      text: 'Elija un plan para usted y su familia y pague con tarjeta. Toma unos minutos.',
    },
    {
      title: 'Use su membresía',
      text: 'Su membresía empieza de inmediato: reserve su cita y el consultorio sabrá que es miembro.',
    },
  ],
  findTitle: 'Encuentre un consultorio cerca de usted',
  zip: 'Código postal',
  zipHint: '5 dígitos',
  zipInvalid: 'Ingrese un código postal de 5 dígitos.',
  search: 'Buscar',
  linkTitle: '¿Tiene un enlace o un código de su consultorio?',
  linkLabel: 'Nombre del enlace del consultorio o código de grupo',
  linkHint: 'Por ejemplo: bright-smiles-downtown, o un código de grupo como GRACE10',
  linkRequired: 'Ingrese el nombre del enlace o el código.',
  linkInvalid: 'Use solo letras, números y guiones.',
  linkNotFound:
    'No encontramos ningún consultorio ni grupo con este nombre o código. Revíselo, o pida el enlace a su consultorio.',
  linkCheckFailed: 'No pudimos verificarlo en este momento. Inténtelo de nuevo.',
  checking: 'Verificando…',
  go: 'Continuar',
  memberTitle: '¿Ya es miembro?',
  signIn: 'Iniciar sesión',
  subscribeTitle: 'Suscríbase a un plan de membresía',
  subscribeLead:
    'La suscripción se hace en la página de su consultorio. Encuentre su consultorio por código postal, o ingrese el nombre del enlace o el código que le dio.',
  thanksTitle: '¡Gracias!',
  handBack: 'Por favor, devuelva la tableta a la recepción.',
  nextPatient: 'Siguiente paciente',
  startingOver: (seconds) => `Volvemos al inicio para el siguiente paciente en ${seconds} s.`,
};

export const entryTexts = (lang: Lang): EntryTexts => (lang === 'es' ? es : en);
