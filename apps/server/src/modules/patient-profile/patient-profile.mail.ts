import type { EnrolmentLanguage, TenantConfig } from '@mhq/domain';

// What the patient's profile and settings say, in the household's language: the answers of its calls, the mail that
// confirms a new email address, and the notice to the old one.

/** How long a mailed email-change link works. */
export const EMAIL_CHANGE_LIFETIME_MS = 48 * 60 * 60 * 1000;

export const PROFILE_MESSAGES = {
  en: {
    detailsSaved: 'Your details were saved.',
    emailSent: (to: string) => `We sent a link to ${to}. Your email changes when you open it.`,
    emailSame: 'This is already your email.',
    emailInUse: 'This email is already in use',
    emailCancelled: 'The email change was withdrawn; your email stays as it is.',
    noneWaiting: 'No email change is waiting for confirmation.',
    languageSaved: 'Your language was saved. Your portal and our mails are in English now.',
    preferencesSaved: 'Your preferences were saved.',
    linkGone: 'This link has expired or was already used. Ask for a new one in your settings.',
    emailChanged: (to: string) => `Your email is now ${to}. Sign in with it from now on.`,
    noHousehold: 'No membership household is held by this account.',
  },
  es: {
    detailsSaved: 'Sus datos se guardaron.',
    emailSent: (to: string) => `Enviamos un enlace a ${to}. Su correo electrónico cambia cuando lo abra.`,
    emailSame: 'Este ya es su correo electrónico.',
    emailInUse: 'Este correo electrónico ya está en uso',
    emailCancelled: 'Se retiró el cambio de correo electrónico; su correo sigue igual.',
    noneWaiting: 'No hay ningún cambio de correo electrónico esperando confirmación.',
    languageSaved: 'Su idioma se guardó. Su portal y nuestros correos ahora están en español.',
    preferencesSaved: 'Sus preferencias se guardaron.',
    linkGone: 'Este enlace venció o ya se usó. Pida uno nuevo en su configuración.',
    emailChanged: (to: string) => `Su correo electrónico ahora es ${to}. Inicie sesión con él de ahora en adelante.`,
    noHousehold: 'Esta cuenta no tiene ningún grupo familiar con membresía.',
  },
} as const;

const MAIL = {
  en: {
    confirmSubject: (brand: string) => `Confirm your new email for ${brand}`,
    hello: (name: string) => `Hello ${name},`,
    confirmBody: (office: string) =>
      `You asked to use this address for your membership at ${office}. Open this link to confirm it:`,
    confirmExpiry: 'The link works once, for 48 hours. Until you open it, your email stays as it was.',
    notAsked: 'If you did not ask for this, ignore this message: nothing changes.',
    changedSubject: (brand: string) => `Your ${brand} email was changed`,
    changedBody: (to: string) =>
      `The email of your membership account was changed to ${to}. Sign-in and our mails use the new address from now on.`,
    notYou: (office: string, phone: string) => `If you did not do this, call ${office} at ${phone} right away.`,
  },
  es: {
    confirmSubject: (brand: string) => `Confirme su nuevo correo electrónico para ${brand}`,
    hello: (name: string) => `Hola ${name}:`,
    confirmBody: (office: string) =>
      `Pidió usar esta dirección para su membresía en ${office}. Abra este enlace para confirmarla:`,
    confirmExpiry: 'El enlace funciona una sola vez, durante 48 horas. Hasta que lo abra, su correo sigue igual.',
    notAsked: 'Si usted no lo pidió, ignore este mensaje: nada cambia.',
    changedSubject: (brand: string) => `Se cambió su correo electrónico de ${brand}`,
    changedBody: (to: string) =>
      `El correo electrónico de su cuenta de membresía se cambió a ${to}. El inicio de sesión y nuestros correos usan la nueva dirección desde ahora.`,
    notYou: (office: string, phone: string) => `Si no fue usted, llame de inmediato a ${office} al ${phone}.`,
  },
} as const;

type Who = {
  language: EnrolmentLanguage;
  tenant: TenantConfig;
  firstName: string;
  officeName: string;
  officePhone: string | null;
};

const signature = (w: Who) => `${w.officeName}${w.officePhone ? `, ${w.officePhone}` : ''}`;

/** To the new address: the link that confirms it. */
export function confirmEmailMail(w: Who & { link: string }): { subject: string; text: string } {
  const t = MAIL[w.language];
  return {
    subject: t.confirmSubject(w.tenant.name),
    text: [
      t.hello(w.firstName),
      '',
      t.confirmBody(w.officeName),
      w.link,
      '',
      t.confirmExpiry,
      t.notAsked,
      '',
      signature(w),
    ].join('\n'),
  };
}

/** To the old address, once the change is made: the account's owner hears of it wherever they read mail. */
export function emailChangedMail(w: Who & { newEmail: string }): { subject: string; text: string } {
  const t = MAIL[w.language];
  return {
    subject: t.changedSubject(w.tenant.name),
    text: [
      t.hello(w.firstName),
      '',
      t.changedBody(w.newEmail),
      t.notYou(w.officeName, w.officePhone ?? w.tenant.supportPhone),
      '',
      signature(w),
    ].join('\n'),
  };
}
