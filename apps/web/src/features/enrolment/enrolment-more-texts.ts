import type { Brand, Lang } from './enrolment-texts';

/**
 * The enrolment pages' words for what issue 21 added (an office that cannot take payments, people not added, the
 * group and referral codes), in English and Spanish; kept beside enrolment-texts.ts, which is full.
 */
const en = {
  cannotPayTitle: 'Online enrollment is not open yet',
  cannotPayLead: (office: string, brand: Brand) =>
    `${office} cannot take online enrollments yet: its ${brand === 'dental' ? 'dental office' : 'eye care practice'} has not finished setting up payments. Please call the office to join its membership plan.`,
  notAddedTitle: 'Not everyone can be added',
  notAddedDoneTitle: 'Not added',
  notAddedLine: (name: string) => `${name} was not added: already a member of this office.`,
  codesTitle: 'Have a code?',
  codesLead: 'An employer or group code gives its discount; a referral code thanks the household that sent you.',
  groupCode: 'Group code (optional)',
  referralCode: 'Referral code (optional)',
  apply: 'Apply',
  applying: 'Checking…',
  remove: 'Remove',
  groupApplied: (group: string, percent: number) => `${group}: ${percent}% off every plan.`,
  groupDiscount: 'Group discount',
  groupCodeInvalidLead:
    'This group link does not enroll anymore, or its code was mistyped. Ask the group’s organizer for its link, or enroll with the practice at its regular prices.',
  referralApplied: 'Referral code accepted. Thank you!',
  groupCodeInvalid: 'group code is not valid',
  referralCodeInvalid: 'referral code is not valid',
  codeCheckFailed: 'The code could not be checked right now. Please try again.',
  frontDeskCashOnly:
    'This office cannot take card or bank payments yet (no payout account): the household pays in the office.',
  employerOption: (business: string) => `${business} pays`,
  employerLead: (business: string) =>
    `${business} pays for your membership: nothing is charged to you, today or at renewal, while it pays. You may pay with your own card instead.`,
  enrollEmployer: 'Enroll',
  planChosen: (plan: string) =>
    `You chose ${plan}. It is selected for each person it fits once you enter their date of birth.`,
  planNotOffered: (office: string) =>
    `The plan in your link is not one ${office} offers right now. Here are its current plans: choose the one that suits you.`,
} as const;

type Texts = { [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K] };

const es: Texts = {
  cannotPayTitle: 'La inscripción en línea aún no está abierta',
  cannotPayLead: (office, brand) =>
    `${office} todavía no puede recibir inscripciones en línea: ${brand === 'dental' ? 'el consultorio dental' : 'la clínica de la vista'} aún no terminó de configurar los pagos. Llame al consultorio para unirse a su plan de membresía.`,
  notAddedTitle: 'No se puede agregar a todos',
  notAddedDoneTitle: 'No agregados',
  notAddedLine: (name) => `${name} no se agregó: ya es miembro de este consultorio.`,
  codesTitle: '¿Tiene un código?',
  codesLead:
    'Un código de empleador o de grupo da su descuento; un código de referido agradece a la familia que lo recomendó.',
  groupCode: 'Código de grupo (opcional)',
  referralCode: 'Código de referido (opcional)',
  apply: 'Aplicar',
  applying: 'Verificando…',
  remove: 'Quitar',
  groupApplied: (group, percent) => `${group}: ${percent}% de descuento en cada plan.`,
  groupDiscount: 'Descuento de grupo',
  groupCodeInvalidLead:
    'Este enlace de grupo ya no sirve para inscribirse, o su código está mal escrito. Pida el enlace al organizador del grupo, o inscríbase con el consultorio a sus precios normales.',
  referralApplied: 'Código de referido aceptado. ¡Gracias!',
  groupCodeInvalid: 'el código de grupo no es válido',
  referralCodeInvalid: 'el código de referido no es válido',
  codeCheckFailed: 'No se pudo verificar el código en este momento. Inténtelo de nuevo.',
  frontDeskCashOnly:
    'Este consultorio todavía no puede recibir pagos con tarjeta o banco (sin cuenta de depósitos): la familia paga en el consultorio.',
  employerOption: (business) => `Paga ${business}`,
  employerLead: (business) =>
    `${business} paga su membresía: no se le cobra nada a usted, ni hoy ni al renovarse, mientras la pague. También puede pagar con su propia tarjeta.`,
  enrollEmployer: 'Inscribirse',
  planChosen: (plan) =>
    `Eligió ${plan}. Queda seleccionado para cada persona a la que corresponde al ingresar su fecha de nacimiento.`,
  planNotOffered: (office) =>
    `El plan de su enlace no es uno que ${office} ofrezca ahora. Estos son sus planes actuales: elija el que le convenga.`,
};

export const moreTexts = (lang: Lang): Texts => (lang === 'es' ? es : en);
