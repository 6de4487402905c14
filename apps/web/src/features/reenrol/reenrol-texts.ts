import type { Lang } from '../enrolment/enrolment-texts';

// The re-enrol page's words, English and Spanish in the same shape.

const en = {
  title: (office: string) => `Rejoin ${office}`,
  lead: 'Welcome back! Your household is as the office knew it. Choose a plan for each person who is rejoining.',
  household: 'Your household',
  contact: 'Contact and address',
  born: (date: string) => `born ${date}`,
  plan: (name: string) => `Plan for ${name}`,
  notRejoining: 'Not rejoining now',
  perMonth: '/month',
  perYear: '/year',
  paidWith: (method: string) =>
    `Paid today with your ${method}, each plan's first period (and any setup fee), with your family discount.`,
  noMethod: 'There is no card on file. Add one in your patient area first.',
  addCard: 'Go to your patient area',
  rejoin: 'Rejoin and pay',
  rejoining: 'Rejoining…',
  choose: 'Choose a plan for at least one person.',
  done: (amount: string) => `Welcome back! ${amount} was charged.`,
  toDashboard: 'Go to your patient area',
  noneTitle: 'No former membership here',
  noneLead: 'We did not find a former membership of yours at this office. You can join its plans now.',
  join: 'See the plans and join',
  loadFailed: 'This page could not load. Please try again.',
};

const es: typeof en = {
  title: (office) => `Vuelva a unirse a ${office}`,
  lead: '¡Bienvenido de nuevo! Su familia está como el consultorio la conocía. Elija un plan para cada persona que vuelve.',
  household: 'Su familia',
  contact: 'Contacto y dirección',
  born: (date) => `nacido el ${date}`,
  plan: (name) => `Plan para ${name}`,
  notRejoining: 'No vuelve por ahora',
  perMonth: '/mes',
  perYear: '/año',
  paidWith: (method) =>
    `Se paga hoy con su ${method} el primer periodo de cada plan (y la cuota de inscripción, si hay), con su descuento familiar.`,
  noMethod: 'No hay una tarjeta registrada. Agregue una primero en su área de paciente.',
  addCard: 'Ir a su área de paciente',
  rejoin: 'Volver a unirse y pagar',
  rejoining: 'Procesando…',
  choose: 'Elija un plan para al menos una persona.',
  done: (amount) => `¡Bienvenido de nuevo! Se cobraron ${amount}.`,
  toDashboard: 'Ir a su área de paciente',
  noneTitle: 'No hay una membresía anterior aquí',
  noneLead: 'No encontramos una membresía anterior suya en este consultorio. Puede unirse a sus planes ahora.',
  join: 'Ver los planes e inscribirse',
  loadFailed: 'No se pudo cargar esta página. Inténtelo de nuevo.',
};

export const REENROL_TEXTS: Record<Lang, typeof en> = { en, es };
