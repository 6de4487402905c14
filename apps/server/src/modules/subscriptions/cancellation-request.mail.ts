import { type CancellationRequestRefusal, type EnrolmentLanguage, formatUsDay, type TenantConfig } from '@mhq/domain';

// What a household reads about its cancellation request, in its language (the answer on screen and the mails), and
// what the office reads (English, as the office's pages).

export const REQUEST_TEXTS = {
  en: {
    refusal: {
      alreadyRequested: 'You already asked to cancel this plan. The office will contact you.',
      alreadyEnding: 'This plan is already set to end. Call the office if you have questions.',
      late: 'This plan has a payment to settle first. Please update your payment method or call the office.',
      notStarted: 'This plan is waiting for its first payment in the office. Please call the office to cancel it.',
      officePays: 'The office pays for this plan. Please talk to the office about ending it.',
      ended: 'This plan has already ended.',
    } satisfies Record<CancellationRequestRefusal, string>,
    sent: (first: string, plan: string, office: string) =>
      `Your request to cancel ${first}'s ${plan} was sent to ${office}. The plan stays active until the office confirms it; they may call you first.`,
    hello: (name: string) => `Hello ${name},`,
    receivedSubject: (office: string) => `We received your cancellation request: ${office}`,
    receivedBody: (first: string, plan: string, office: string) =>
      `${office} received your request to cancel ${first}'s ${plan}. The plan stays active until the office confirms the cancellation; they may contact you first.`,
    afterConfirm: (on: string) =>
      `Once confirmed, the plan ends at the end of the period already paid for${on ? `, on ${on}` : ''}, and no further payment is taken.`,
    confirmedSubject: (office: string) => `Your cancellation is confirmed: ${office}`,
    confirmedBody: (first: string, plan: string, on: string) =>
      `Your request is confirmed: ${first}'s ${plan} ends on ${on}, at the end of the period already paid for. No further payment will be taken.`,
    keptSubject: (office: string) => `Your plan continues: ${office}`,
    keptBody: (first: string, plan: string) =>
      `As agreed with the office, ${first}'s ${plan} continues and your cancellation request is withdrawn. Payments go on as before.`,
    callUs: (office: string, phone: string) => `Questions? Call ${office} at ${phone}.`,
  },
  es: {
    refusal: {
      alreadyRequested: 'Ya pidió cancelar este plan. El consultorio se comunicará con usted.',
      alreadyEnding: 'Este plan ya está programado para terminar. Llame al consultorio si tiene preguntas.',
      late: 'Este plan tiene un pago pendiente. Actualice su método de pago o llame al consultorio.',
      notStarted: 'Este plan espera su primer pago en el consultorio. Llame al consultorio para cancelarlo.',
      officePays: 'El consultorio paga este plan. Hable con el consultorio para terminarlo.',
      ended: 'Este plan ya terminó.',
    } satisfies Record<CancellationRequestRefusal, string>,
    sent: (first: string, plan: string, office: string) =>
      `Su solicitud para cancelar el plan ${plan} de ${first} se envió a ${office}. El plan sigue activo hasta que el consultorio la confirme; es posible que le llamen antes.`,
    hello: (name: string) => `Hola ${name}:`,
    receivedSubject: (office: string) => `Recibimos su solicitud de cancelación: ${office}`,
    receivedBody: (first: string, plan: string, office: string) =>
      `${office} recibió su solicitud para cancelar el plan ${plan} de ${first}. El plan sigue activo hasta que el consultorio confirme la cancelación; es posible que se comuniquen con usted antes.`,
    afterConfirm: (on: string) =>
      `Una vez confirmada, el plan termina al final del período ya pagado${on ? `, el ${on}` : ''}, y no se cobra ningún otro pago.`,
    confirmedSubject: (office: string) => `Su cancelación está confirmada: ${office}`,
    confirmedBody: (first: string, plan: string, on: string) =>
      `Su solicitud está confirmada: el plan ${plan} de ${first} termina el ${on}, al final del período ya pagado. No se cobrará ningún otro pago.`,
    keptSubject: (office: string) => `Su plan continúa: ${office}`,
    keptBody: (first: string, plan: string) =>
      `Según lo acordado con el consultorio, el plan ${plan} de ${first} continúa y su solicitud de cancelación queda retirada. Los pagos siguen como antes.`,
    callUs: (office: string, phone: string) => `¿Preguntas? Llame a ${office} al ${phone}.`,
  },
} as const;

type HouseholdMail = {
  language: EnrolmentLanguage;
  tenant: TenantConfig;
  ownerFirstName: string;
  memberFirstName: string;
  planName: string;
  officeName: string;
  officePhone: string | null;
};

const signed = (h: HouseholdMail, t: (typeof REQUEST_TEXTS)[EnrolmentLanguage]) => [
  t.callUs(h.officeName, h.officePhone ?? h.tenant.supportPhone),
  '',
  `${h.tenant.name} · ${h.tenant.supportEmail}`,
];

/** The household hears its request arrived, and what confirming it will do. */
export function requestReceivedMail(h: HouseholdMail & { endsOn: string | null }) {
  const t = REQUEST_TEXTS[h.language];
  const text = [
    t.hello(h.ownerFirstName),
    '',
    t.receivedBody(h.memberFirstName, h.planName, h.officeName),
    t.afterConfirm(h.endsOn ? formatUsDay(h.endsOn) : ''),
    '',
    ...signed(h, t),
  ].join('\n');
  return { subject: t.receivedSubject(h.officeName), text };
}

/** The household hears the office confirmed: the day the plan ends. */
export function requestConfirmedMail(h: HouseholdMail & { endsOn: string }) {
  const t = REQUEST_TEXTS[h.language];
  const text = [
    t.hello(h.ownerFirstName),
    '',
    t.confirmedBody(h.memberFirstName, h.planName, formatUsDay(h.endsOn)),
    '',
    ...signed(h, t),
  ].join('\n');
  return { subject: t.confirmedSubject(h.officeName), text };
}

/** The household hears the plan continues, as agreed with the office. */
export function requestKeptMail(h: HouseholdMail) {
  const t = REQUEST_TEXTS[h.language];
  const text = [t.hello(h.ownerFirstName), '', t.keptBody(h.memberFirstName, h.planName), '', ...signed(h, t)].join(
    '\n',
  );
  return { subject: t.keptSubject(h.officeName), text };
}

/** The office hears a household asked to cancel, and where to decide. */
export function officeRequestMail(m: {
  officeName: string;
  memberName: string;
  ownerName: string;
  planName: string;
  reasonLabel: string;
  note: string | null;
  membersUrl: string;
}) {
  const text = [
    `${m.ownerName} asked to cancel ${m.memberName}'s ${m.planName} from the patient portal.`,
    `Reason: ${m.reasonLabel}.${m.note ? ` Note: ${m.note}` : ''}`,
    '',
    'The plan stays active and its renewal waits until you decide: confirm the cancellation (it ends at the end of the paid period) or keep the plan after talking to the household.',
    `Decide on the members page: ${m.membersUrl}`,
  ].join('\n');
  return { subject: `Cancellation request: ${m.memberName}, ${m.planName} (${m.officeName})`, text };
}
