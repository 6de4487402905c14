import type { CancellationRequestRefusal } from '@mhq/domain';

// The household's words for leaving a plan, in English and Spanish (same shape: a missing text is a compile error).

type LeaveTexts = {
  button: string;
  title: (first: string, plan: string) => string;
  loading: string;
  intro: string;
  whatHappens: string;
  officeDecides: (office: string) => string;
  monthlyEnd: (date: string) => string;
  annualEnd: (date: string) => string;
  noDate: string;
  guarantee: (date: string) => string;
  setupFee: string;
  refundWindow: (date: string) => string;
  noRefund: string;
  reasonLabel: string;
  reasons: Record<1 | 3 | 6 | 12 | 7, string>;
  noteLabel: string;
  notePlaceholder: string;
  readTerms: string;
  readTermsNeeded: string;
  send: string;
  keep: string;
  close: string;
  sentTitle: string;
  requestedOn: (date: string) => string;
  callOffice: (office: string, phone: string) => string;
  refusal: Record<CancellationRequestRefusal, string>;
};

const en: LeaveTexts = {
  button: 'Request cancellation',
  title: (first, plan) => `Cancel ${first}'s ${plan}`,
  loading: 'Loading the terms of your plan…',
  intro: 'Before you send the request, please read what happens when the plan ends.',
  whatHappens: 'What happens next',
  officeDecides: (office) =>
    `Your request goes to ${office}. The plan stays active until the office confirms the cancellation; they may call you first to talk it over.`,
  monthlyEnd: (date) =>
    `Once confirmed, the plan still covers you through ${date}, the end of the month already paid for. No further monthly payments are taken.`,
  annualEnd: (date) =>
    `This plan is paid for a year at a time. Once confirmed, it still covers you through ${date}, the end of the year already paid for, and it does not renew. The rest of the year is not refunded.`,
  noDate: 'Once confirmed, the plan ends and no further payments are taken.',
  guarantee: (date) =>
    `This plan was enrolled with a 12-month commitment (guaranteed monthly payments). The current commitment year runs until ${date}; the office decides whether the plan may end before then.`,
  setupFee: 'The one-time setup fee paid when you enrolled is not refundable.',
  refundWindow: (date) =>
    `Your plan started less than 90 days ago: until ${date} the office may choose to refund it in full (except any setup fee). Ask the office if you would like this.`,
  noRefund: 'Payments already made are not refunded.',
  reasonLabel: 'Why do you want to cancel?',
  reasons: {
    1: 'I have other insurance now',
    3: 'The cost',
    6: 'Health reasons',
    12: 'I no longer need the plan',
    7: 'Another reason',
  },
  noteLabel: 'Anything the office should know? (optional)',
  notePlaceholder: 'For example: moving out of the area in March',
  readTerms: 'I have read what happens when the plan ends',
  readTermsNeeded: 'Please confirm you have read the terms.',
  send: 'Send cancellation request',
  keep: 'Keep my plan',
  close: 'Done',
  sentTitle: 'Request sent',
  requestedOn: (date) =>
    `You asked to cancel this plan on ${date}. The office will contact you; until then the plan stays active.`,
  callOffice: (office, phone) => `Questions? Call ${office} at ${phone}.`,
  refusal: {
    alreadyRequested: 'You already asked to cancel this plan. The office will contact you.',
    alreadyEnding: 'This plan is already set to end. Call the office if you have questions.',
    late: 'This plan has a payment to settle first. Please update your payment method or call the office.',
    notStarted: 'This plan is waiting for its first payment in the office. Please call the office to cancel it.',
    officePays: 'The office pays for this plan. Please talk to the office about ending it.',
    ended: 'This plan has already ended.',
  },
};

const es: LeaveTexts = {
  button: 'Solicitar cancelación',
  title: (first, plan) => `Cancelar el plan ${plan} de ${first}`,
  loading: 'Cargando las condiciones de su plan…',
  intro: 'Antes de enviar la solicitud, lea lo que sucede cuando el plan termina.',
  whatHappens: 'Qué sucede después',
  officeDecides: (office) =>
    `Su solicitud llega a ${office}. El plan sigue activo hasta que el consultorio confirme la cancelación; es posible que le llamen antes para hablarlo.`,
  monthlyEnd: (date) =>
    `Una vez confirmada, el plan le sigue cubriendo hasta el ${date}, el final del mes ya pagado. No se cobran más pagos mensuales.`,
  annualEnd: (date) =>
    `Este plan se paga por año. Una vez confirmada la cancelación, le sigue cubriendo hasta el ${date}, el final del año ya pagado, y no se renueva. El resto del año no se reembolsa.`,
  noDate: 'Una vez confirmada, el plan termina y no se cobran más pagos.',
  guarantee: (date) =>
    `Este plan se inscribió con un compromiso de 12 meses (pagos mensuales garantizados). El año de compromiso actual termina el ${date}; el consultorio decide si el plan puede terminar antes.`,
  setupFee: 'La cuota única de inscripción no es reembolsable.',
  refundWindow: (date) =>
    `Su plan empezó hace menos de 90 días: hasta el ${date} el consultorio puede decidir reembolsarlo por completo (excepto la cuota de inscripción). Pregunte al consultorio si lo desea.`,
  noRefund: 'Los pagos ya realizados no se reembolsan.',
  reasonLabel: '¿Por qué desea cancelar?',
  reasons: {
    1: 'Ahora tengo otro seguro',
    3: 'El costo',
    6: 'Motivos de salud',
    12: 'Ya no necesito el plan',
    7: 'Otro motivo',
  },
  noteLabel: '¿Algo que el consultorio deba saber? (opcional)',
  notePlaceholder: 'Por ejemplo: me mudo fuera de la zona en marzo',
  readTerms: 'Leí lo que sucede cuando el plan termina',
  readTermsNeeded: 'Confirme que leyó las condiciones.',
  send: 'Enviar solicitud de cancelación',
  keep: 'Mantener mi plan',
  close: 'Listo',
  sentTitle: 'Solicitud enviada',
  requestedOn: (date) =>
    `Usted pidió cancelar este plan el ${date}. El consultorio se comunicará con usted; mientras tanto, el plan sigue activo.`,
  callOffice: (office, phone) => `¿Preguntas? Llame a ${office} al ${phone}.`,
  refusal: {
    alreadyRequested: 'Ya pidió cancelar este plan. El consultorio se comunicará con usted.',
    alreadyEnding: 'Este plan ya está programado para terminar. Llame al consultorio si tiene preguntas.',
    late: 'Este plan tiene un pago pendiente. Actualice su método de pago o llame al consultorio.',
    notStarted: 'Este plan espera su primer pago en el consultorio. Llame al consultorio para cancelarlo.',
    officePays: 'El consultorio paga este plan. Hable con el consultorio para terminarlo.',
    ended: 'Este plan ya terminó.',
  },
};

export const LEAVE_TEXTS = { en, es };
