import type { HouseholdAttentionKind, MemberSummaryStatus, SubscriptionStatus, Weekday } from '@mhq/domain';

// The words of the household pages (dashboard members, membership info, member card, 'Your dentist'), English and
// Spanish in the same shape. Dates are MM/dd/yyyy in both; the professional's word comes from the brand.

type Term = 'monthly' | 'annual';
type Brand = 'dental' | 'vision';

const EN = {
  loading: 'Loading your household',
  noOffice: 'Your membership details will appear here once your membership is active.',
  householdTitle: 'Your household',
  householdLead: 'Everyone on your account, with their plan and what it covers.',
  employerPays: (business: string) =>
    `${business} pays for your membership, on its card. If it stops, we will tell you by email first.`,
  employerVia: (business: string) => `You joined through ${business}.`,
  you: 'You',
  age: (years: number) => (years === 1 ? '1 year old' : `${years} years old`),
  relationship: {
    myself: 'Account owner',
    partner: 'Spouse',
    son: 'Son',
    daughter: 'Daughter',
    child: 'Child',
    other: 'Family member',
  } as Record<string, string>,
  summary: { late: 'Late', active: 'Active', canceled: 'Canceled', other: 'Not active' } satisfies Record<
    MemberSummaryStatus,
    string
  >,
  status: {
    active: 'Active',
    cancellation_requested: 'Cancellation requested',
    inactive: 'Inactive',
    canceled: 'Canceled',
    pending_cash: 'Waiting for payment at the office',
    active_cash: 'Active (paid at the office)',
    active_transferred: 'Active',
    inactive_transferred: 'Inactive',
    past_due: 'Late',
    delinquent: 'Paused: payment missed',
    delinquent_gpp: 'Paused: payment missed',
    disputed: 'Payment disputed',
    permanently_disabled: 'Closed',
  } satisfies Record<SubscriptionStatus, string>,
  noPlan: 'No plan at the moment.',
  perTerm: (amount: string, term: Term) => `${amount} a ${term === 'monthly' ? 'month' : 'year'}`,
  officePays: 'Paid by the practice',
  nextPayment: 'Next payment',
  nextPaymentOn: (amount: string, date: string) => `${amount} on ${date}`,
  noNextPayment: 'No payment scheduled',
  endsOn: (date: string) => `Coverage ends on ${date}`,
  covers: 'What the plan covers',
  timesAYear: (quantity: number) => (quantity === 1 ? 'once a year' : `${quantity} times a year`),
  treatmentDiscount: (percent: number) => `${percent}% off other treatment`,
  pendingPrice: (amount: string, date: string) => `New price from ${date}: ${amount}`,
  pendingPlan: (plan: string, date: string) => `Changes to ${plan} on ${date}`,
  attentionTitle: 'Needs your attention',
  attention: {
    delinquent: (names: string) =>
      `Payments for ${names} stopped after several tries, so the plan is paused. Pay below to restart it today.`,
    late_payment: (names: string) =>
      `A payment for ${names} did not go through. We will try again; you can also try now or use another card below.`,
    card_expired: () => 'The card on file has expired. Please put a new card or bank account on file below.',
    no_method: () => 'There is no card or bank account on file for your renewals. Please add one below.',
    card_expiring: () => 'The card on file expires before your next payment. Please update it below.',
    pending_cash: (names: string) =>
      `The plan for ${names} starts once its first payment is made at the practice's front desk.`,
    cancellation_requested: (names: string) =>
      `You asked to cancel the plan for ${names}. The practice will confirm or contact you.`,
  } satisfies Record<HouseholdAttentionKind, (names: string) => string>,
  and: 'and',
  // Membership info
  membershipTitle: 'Membership info',
  membershipLead: 'Your plans, their terms and prices, and your member cards to show at the front desk.',
  terms: 'Terms',
  termsOf: (amount: string, term: Term) =>
    `${amount} a ${term === 'monthly' ? 'month' : 'year'}, renewed automatically every ${term === 'monthly' ? 'month' : 'year'} until canceled.`,
  notInsurance: 'Membership plans are a discount program for care at the practice, not insurance.',
  cancelTerms: (phone: string) =>
    `You may cancel at any time by calling the practice${phone ? ` at ${phone}` : ''}; a cancellation takes effect at the end of the period already paid.`,
  memberSince: 'Member since',
  started: (date: string) => `Started on ${date}`,
  agreementTitle: 'Your enrolment agreement',
  agreementOnline: (date: string) => `You enrolled online, on the practice's enrolment page, on ${date}.`,
  agreementDesk: (date: string) => `You were enrolled at the practice's front desk on ${date}.`,
  agreedTo: 'At checkout you agreed to:',
  agreedTerms: 'the terms and conditions',
  agreedRenew: (term: Term) =>
    `automatic renewal every ${term === 'monthly' ? 'month' : 'year'} until you cancel, and how to cancel by contacting the practice`,
  agreedConfirm: (brand: Brand) =>
    `the ${brand === 'dental' ? "dentist's" : "doctor's"} team confirming at your first visit that you are on the correct plan`,
  readTerms: 'Read the terms and conditions',
  noAgreement: (date: string) =>
    `Your membership was set up by the practice on ${date}; the plan terms shown above are the ones that apply.`,
  cardTitle: 'Member card',
  cardLead: 'Show it at the front desk, on your phone or printed.',
  cardMember: 'Member',
  cardPlan: 'Plan',
  cardPhone: 'Practice phone',
  cardScan: 'Scan to see the practice',
  cardQrAlt: (office: string) => `QR code that opens the membership page of ${office}`,
  printCard: 'Print card',
  priceChangeTitle: 'Price change',
  // Your dentist
  professional: (brand: Brand): string => (brand === 'dental' ? 'dentist' : 'optometrist'),
  yourPracticeTitle: (brand: Brand) => `Your ${brand === 'dental' ? 'dentist' : 'optometrist'}`,
  yourPracticeLead: 'How to reach your practice, and when it is open.',
  address: 'Address',
  openMap: 'Open in Google Maps',
  phone: 'Phone',
  call: (phone: string) => `Call ${phone}`,
  email: 'Email',
  book: 'Book an appointment',
  hours: 'Opening hours',
  closed: 'Closed',
  noHours: 'Call the practice for its opening hours.',
  days: {
    mon: 'Monday',
    tue: 'Tuesday',
    wed: 'Wednesday',
    thu: 'Thursday',
    fri: 'Friday',
    sat: 'Saturday',
    sun: 'Sunday',
  } satisfies Record<Weekday, string>,
  questions: 'Questions about your care or your plan? The practice team is happy to help.',
};

export type HouseholdTexts = typeof EN;

const ES: HouseholdTexts = {
  loading: 'Cargando su familia',
  noOffice: 'Los detalles de su membresía aparecerán aquí cuando su membresía esté activa.',
  householdTitle: 'Su familia',
  householdLead: 'Todas las personas de su cuenta, con su plan y lo que cubre.',
  employerPays: (business: string) =>
    `${business} paga su membresía, con su tarjeta. Si deja de pagarla, se lo avisaremos antes por correo.`,
  employerVia: (business: string) => `Usted se inscribió a través de ${business}.`,
  you: 'Usted',
  age: (years) => (years === 1 ? '1 año' : `${years} años`),
  relationship: {
    myself: 'Titular de la cuenta',
    partner: 'Cónyuge',
    son: 'Hijo',
    daughter: 'Hija',
    child: 'Hijo o hija',
    other: 'Familiar',
  },
  summary: { late: 'Atrasado', active: 'Activo', canceled: 'Cancelado', other: 'No activo' },
  status: {
    active: 'Activo',
    cancellation_requested: 'Cancelación solicitada',
    inactive: 'Inactivo',
    canceled: 'Cancelado',
    pending_cash: 'Pendiente de pago en el consultorio',
    active_cash: 'Activo (pagado en el consultorio)',
    active_transferred: 'Activo',
    inactive_transferred: 'Inactivo',
    past_due: 'Atrasado',
    delinquent: 'En pausa: pago no realizado',
    delinquent_gpp: 'En pausa: pago no realizado',
    disputed: 'Pago disputado',
    permanently_disabled: 'Cerrado',
  },
  noPlan: 'Sin plan por ahora.',
  perTerm: (amount, term) => `${amount} ${term === 'monthly' ? 'al mes' : 'al año'}`,
  officePays: 'Lo paga el consultorio',
  nextPayment: 'Próximo pago',
  nextPaymentOn: (amount, date) => `${amount} el ${date}`,
  noNextPayment: 'Ningún pago programado',
  endsOn: (date) => `La cobertura termina el ${date}`,
  covers: 'Lo que cubre el plan',
  timesAYear: (quantity) => (quantity === 1 ? 'una vez al año' : `${quantity} veces al año`),
  treatmentDiscount: (percent) => `${percent}% de descuento en otros tratamientos`,
  pendingPrice: (amount, date) => `Nuevo precio desde el ${date}: ${amount}`,
  pendingPlan: (plan, date) => `Cambia a ${plan} el ${date}`,
  attentionTitle: 'Requiere su atención',
  attention: {
    delinquent: (names) =>
      `Los pagos de ${names} se detuvieron después de varios intentos y el plan está en pausa. Pague abajo para reanudarlo hoy.`,
    late_payment: (names) =>
      `Un pago de ${names} no se pudo cobrar. Lo intentaremos de nuevo; también puede intentarlo ahora o usar otra tarjeta abajo.`,
    card_expired: () => 'La tarjeta registrada está vencida. Registre una nueva tarjeta o cuenta bancaria abajo.',
    no_method: () => 'No hay tarjeta ni cuenta bancaria registrada para sus renovaciones. Agregue una abajo.',
    card_expiring: () => 'La tarjeta registrada vence antes de su próximo pago. Actualícela abajo.',
    pending_cash: (names) =>
      `El plan de ${names} empieza cuando se haga el primer pago en la recepción del consultorio.`,
    cancellation_requested: (names) =>
      `Usted pidió cancelar el plan de ${names}. El consultorio lo confirmará o se comunicará con usted.`,
  },
  and: 'y',
  membershipTitle: 'Información de membresía',
  membershipLead: 'Sus planes, sus condiciones y precios, y sus tarjetas de miembro para mostrar en la recepción.',
  terms: 'Condiciones',
  termsOf: (amount, term) =>
    `${amount} ${term === 'monthly' ? 'al mes' : 'al año'}, renovado automáticamente cada ${term === 'monthly' ? 'mes' : 'año'} hasta que se cancele.`,
  notInsurance:
    'Los planes de membresía son un programa de descuentos para la atención en el consultorio, no un seguro.',
  cancelTerms: (phone) =>
    `Puede cancelar en cualquier momento llamando al consultorio${phone ? ` al ${phone}` : ''}; la cancelación entra en vigor al final del período ya pagado.`,
  memberSince: 'Miembro desde',
  started: (date) => `Comenzó el ${date}`,
  agreementTitle: 'Su acuerdo de inscripción',
  agreementOnline: (date) => `Usted se inscribió en línea, en la página de inscripción del consultorio, el ${date}.`,
  agreementDesk: (date) => `Usted fue inscrito en la recepción del consultorio el ${date}.`,
  agreedTo: 'Al pagar, usted aceptó:',
  agreedTerms: 'los términos y condiciones',
  agreedRenew: (term) =>
    `la renovación automática cada ${term === 'monthly' ? 'mes' : 'año'} hasta que cancele, y cómo cancelar comunicándose con el consultorio`,
  agreedConfirm: (brand) =>
    `que el equipo del ${brand === 'dental' ? 'dentista' : 'doctor'} confirme en su primera visita que tiene el plan correcto`,
  readTerms: 'Leer los términos y condiciones',
  noAgreement: (date) =>
    `Su membresía fue creada por el consultorio el ${date}; se aplican las condiciones del plan que se indican arriba.`,
  cardTitle: 'Tarjeta de miembro',
  cardLead: 'Muéstrela en la recepción, en su teléfono o impresa.',
  cardMember: 'Miembro',
  cardPlan: 'Plan',
  cardPhone: 'Teléfono del consultorio',
  cardScan: 'Escanee para ver el consultorio',
  cardQrAlt: (office) => `Código QR que abre la página de membresía de ${office}`,
  printCard: 'Imprimir tarjeta',
  priceChangeTitle: 'Cambio de precio',
  professional: (brand) => (brand === 'dental' ? 'dentista' : 'optometrista'),
  yourPracticeTitle: (brand) => `Su ${brand === 'dental' ? 'dentista' : 'optometrista'}`,
  yourPracticeLead: 'Cómo comunicarse con su consultorio y cuándo está abierto.',
  address: 'Dirección',
  openMap: 'Abrir en Google Maps',
  phone: 'Teléfono',
  call: (phone) => `Llamar al ${phone}`,
  email: 'Correo electrónico',
  book: 'Hacer una cita',
  hours: 'Horario',
  closed: 'Cerrado',
  noHours: 'Llame al consultorio para conocer su horario.',
  days: {
    mon: 'Lunes',
    tue: 'Martes',
    wed: 'Miércoles',
    thu: 'Jueves',
    fri: 'Viernes',
    sat: 'Sábado',
    sun: 'Domingo',
  },
  questions: '¿Preguntas sobre su atención o su plan? El equipo del consultorio con gusto le ayuda.',
};

export const HOUSEHOLD_TEXTS = { en: EN, es: ES };

/** Procedure names in Spanish, by code as plans write them; English names come from the server. */
export const SPANISH_PROCEDURES: Record<string, string> = {
  D0120: 'Examen periódico',
  D0140: 'Examen de emergencia',
  D0145: 'Examen oral para menores de 3 años',
  D0150: 'Examen de paciente nuevo',
  D0210: 'Serie completa de radiografías periapicales',
  D0220: 'Radiografía periapical',
  D0272: '2 radiografías de mordida',
  D0274: '4 radiografías de mordida',
  D0330: 'Radiografía panorámica',
  D1110: 'Limpieza básica de adulto',
  D1120: 'Limpieza básica infantil',
  D1206: 'Barniz de flúor',
  D1208: 'Tratamiento con flúor',
  D4910: 'Limpieza periodontal',
  '92014': 'Examen anual de la vista',
  '92015': 'Refracción',
  S9986: 'Examen de retina',
  '92310': 'Examen para lentes de contacto',
  '99213': 'Consulta médica de nivel 3',
};
