import type { Lang } from '../enrolment/enrolment-texts';

// The referral pages' words, English and Spanish in the same shape. `brand` picks the practice's words (a dental
// practice, an eye care practice); `platform` is the tenant's name (DentalHQ, VisionHQ).

type Brand = 'dental' | 'vision';

const en = {
  practiceWord: (b: Brand): string => (b === 'vision' ? 'eye care practice' : 'dental practice'),
  inviteTitle: (first: string, office: string) => `${first} invites you to join ${office}`,
  inviteLead: (first: string, office: string, b: Brand) =>
    `${first} is a member of ${office}'s membership plan and thinks you'd like it too. A membership covers your ${
      b === 'vision' ? 'eye exams' : 'cleanings, exams and x-rays'
    } for a monthly or yearly price, with a discount on other treatment. No insurance needed.`,
  codeLabel: 'Referral code, already on the form for you',
  join: 'See the plans and join',
  goneTitle: 'This referral link does not work',
  goneLead:
    'The link may be incomplete. Ask the person who sent it to copy it again from their receipt or patient area, or type their referral code on the enrolment form.',
  missingTitle: 'Open a referral link',
  missingLead:
    'A referral link comes from a friend’s receipt or patient area and opens their practice’s plans with their code already filled in. Paste the link you received:',
  pasteLabel: 'Referral link',
  pasteHint: 'For example https://…/patient-referral/1234-…',
  open: 'Open',
  pasteInvalid: 'This is not a referral link. Paste the whole link you received.',
  officeTitle: (platform: string) => `Recommend ${platform} to another practice`,
  officeLead: (platform: string, b: Brand) =>
    `Does another ${en.practiceWord(b)} you visit deserve a membership plan like yours? Tell us who to write to: we send them one invitation to join ${platform}, saying you recommended it (your first name only).`,
  officeMissingLead: (platform: string) =>
    `To recommend ${platform} to another practice, open the link in your payment receipt mail, or paste it here:`,
  practiceName: 'Practice name',
  contactName: 'Who to write to',
  contactHint: 'The dentist, doctor or office manager',
  email: 'Their email',
  phone: 'Their phone (optional)',
  note: 'A note for them (optional)',
  send: 'Send the invitation',
  sending: 'Sending…',
  required: 'Required',
  thanksTitle: 'Thank you!',
  again: 'Recommend another practice',
  backToOffice: (office: string) => `Back to ${office}`,
  share: {
    title: 'Share with a friend',
    lead: 'Send this link to a friend: it opens your practice’s plans with your referral code already filled in.',
    linkLabel: 'Your referral link',
    copy: 'Copy link',
    copied: 'Link copied',
    share: 'Share',
    shareTitle: (office: string) => `Join me at ${office}`,
    shareText: (office: string) => `I'm a member of ${office}'s membership plan. Join with my link:`,
    office: (platform: string) => `Recommend ${platform} to another practice`,
    noPayment: 'Your link appears after your first payment.',
  },
};

const es: typeof en = {
  practiceWord: (b) => (b === 'vision' ? 'consultorio de optometría' : 'consultorio dental'),
  inviteTitle: (first, office) => `${first} lo invita a unirse a ${office}`,
  inviteLead: (first, office, b) =>
    `${first} es miembro del plan de membresía de ${office} y cree que a usted también le gustará. La membresía cubre sus ${
      b === 'vision' ? 'exámenes de la vista' : 'limpiezas, exámenes y radiografías'
    } por un precio mensual o anual, con descuento en otros tratamientos. No necesita seguro.`,
  codeLabel: 'Código de referido, ya incluido en el formulario',
  join: 'Ver los planes e inscribirse',
  goneTitle: 'Este enlace de referido no funciona',
  goneLead:
    'Puede que el enlace esté incompleto. Pida a quien se lo envió que lo copie de nuevo de su recibo o de su área de paciente, o escriba su código de referido en el formulario de inscripción.',
  missingTitle: 'Abra un enlace de referido',
  missingLead:
    'Un enlace de referido viene del recibo o del área de paciente de un amigo y abre los planes de su consultorio con su código ya incluido. Pegue el enlace que recibió:',
  pasteLabel: 'Enlace de referido',
  pasteHint: 'Por ejemplo https://…/patient-referral/1234-…',
  open: 'Abrir',
  pasteInvalid: 'Esto no es un enlace de referido. Pegue el enlace completo que recibió.',
  officeTitle: (platform) => `Recomiende ${platform} a otro consultorio`,
  officeLead: (platform, b) =>
    `¿Otro ${es.practiceWord(b)} que usted visita merece un plan de membresía como el suyo? Díganos a quién escribir: le enviamos una sola invitación a unirse a ${platform}, diciendo que usted lo recomendó (solo su nombre de pila).`,
  officeMissingLead: (platform) =>
    `Para recomendar ${platform} a otro consultorio, abra el enlace del correo de su recibo de pago, o péguelo aquí:`,
  practiceName: 'Nombre del consultorio',
  contactName: 'A quién escribir',
  contactHint: 'El dentista, el doctor o el gerente del consultorio',
  email: 'Su correo electrónico',
  phone: 'Su teléfono (opcional)',
  note: 'Una nota para ellos (opcional)',
  send: 'Enviar la invitación',
  sending: 'Enviando…',
  required: 'Obligatorio',
  thanksTitle: '¡Gracias!',
  again: 'Recomendar otro consultorio',
  backToOffice: (office) => `Volver a ${office}`,
  share: {
    title: 'Compártalo con un amigo',
    lead: 'Envíe este enlace a un amigo: abre los planes de su consultorio con su código de referido ya incluido.',
    linkLabel: 'Su enlace de referido',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado',
    share: 'Compartir',
    shareTitle: (office) => `Únase a ${office}`,
    shareText: (office) => `Soy miembro del plan de membresía de ${office}. Inscríbase con mi enlace:`,
    office: (platform) => `Recomendar ${platform} a otro consultorio`,
    noPayment: 'Su enlace aparece después de su primer pago.',
  },
};

export const REFERRAL_TEXTS: Record<Lang, typeof en> = { en, es };
export type ReferralTexts = typeof en;
