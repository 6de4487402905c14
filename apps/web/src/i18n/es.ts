import type { Texts } from './en';

/** Spanish texts, loaded only when a patient signup page asks for Spanish (spec 01 section 1). */
export const es: Partial<{ [K in keyof Texts]: Partial<Texts[K]> }> = {
  modal: { ok: 'Aceptar', goBack: 'VOLVER' },
  nav: {
    auditLog: 'Registro de auditoría',
    billingRun: 'Cobros automáticos',
    dashboard: 'Inicio',
    paymentHistory: 'Historial de pagos',
    membership: 'Membresía',
    yourPractice: 'Su consultorio',
    reviews: 'Reseñas',
    settings: 'Configuración',
  },
  top: {
    primaryAccountHolder: 'Titular principal de la cuenta',
    logOut: 'Cerrar sesión',
    backToAdmin: 'Volver a Admin',
    faq: 'Preguntas frecuentes',
  },
  notFound: {
    title: 'Página no encontrada',
    lead: 'La página que busca no existe, se ha movido o no está disponible para su cuenta.',
    home: 'Ir al inicio',
  },
  footer: {
    terms: 'Términos',
    privacy: 'Privacidad',
    smallBusinessTerms: 'Términos para pequeñas empresas',
    rights: '© {{year}} {{brand}}',
  },
};
