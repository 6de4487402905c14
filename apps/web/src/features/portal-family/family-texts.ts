/** The 'add a family member' texts of the patient's portal, in both languages of the household (same shape). */

type Texts = {
  open: string;
  title: string;
  stepWho: string;
  stepPlan: string;
  stepDone: string;
  whoIntro: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  birthDateHint: string;
  relationship: string;
  relationships: Record<'partner' | 'son' | 'daughter' | 'child' | 'other', string>;
  required: string;
  invalidDate: string;
  next: string;
  back: string;
  cancel: string;
  close: string;
  loading: string;
  planLegend: (name: string) => string;
  noPlans: string;
  perTerm: { monthly: string; annual: string };
  perTermWords: { monthly: string; annual: string };
  familyDiscount: (percent: number) => string;
  todayTitle: string;
  firstPeriod: { monthly: string; annual: string };
  setupFee: string;
  activationFee: string;
  todayTotal: string;
  thenPay: (amount: string, term: string, date: string) => string;
  householdTitle: string;
  householdLine: (name: string, plan: string) => string;
  newMemberLine: (name: string) => string;
  unchanged: string;
  fromRenewal: (date: string) => string;
  householdTotal: string;
  paidWith: (method: string) => string;
  cardEnding: (brand: string, last4: string) => string;
  bankEnding: (last4: string) => string;
  noMethod: string;
  pay: (amount: string) => string;
  paying: string;
  doneTitle: (name: string) => string;
  doneCharged: (amount: string, method: string) => string;
  doneNext: (date: string) => string;
  doneMail: string;
};

const en: Texts = {
  open: 'Add a family member',
  title: 'Add a family member',
  stepWho: 'Who is joining',
  stepPlan: 'Plan and payment',
  stepDone: 'Done',
  whoIntro: 'Tell us who is joining your household. We show the plans your practice offers for their age.',
  firstName: 'First name',
  lastName: 'Last name',
  birthDate: 'Date of birth',
  birthDateHint: 'MM/DD/YYYY',
  relationship: 'Relationship to you',
  relationships: { partner: 'Spouse', son: 'Son', daughter: 'Daughter', child: 'Child', other: 'Other' },
  required: 'Required',
  invalidDate: 'Enter a real date of birth as MM/DD/YYYY',
  next: 'See plans and price',
  back: 'Back',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading plans and prices',
  planLegend: (name) => `Choose a plan for ${name}`,
  noPlans: 'Your practice offers no plan online for this age. Please call the office to add them.',
  perTerm: { monthly: '/month', annual: '/year' },
  perTermWords: { monthly: 'per month', annual: 'per year' },
  familyDiscount: (percent) => `${percent}% family discount`,
  todayTitle: 'Charged today',
  firstPeriod: { monthly: 'First month', annual: 'First year' },
  setupFee: 'One-time setup fee',
  activationFee: 'Activation fee',
  todayTotal: 'Total today',
  thenPay: (amount, term, date) => `Then ${amount} ${term}, next on ${date}.`,
  householdTitle: 'Your household after this',
  householdLine: (name, plan) => `${name} · ${plan}`,
  newMemberLine: (name) => `${name} (new)`,
  unchanged: 'unchanged',
  fromRenewal: (date) => `from ${date}`,
  householdTotal: 'Household total',
  paidWith: (method) => `Paid with your ${method} on file.`,
  cardEnding: (brand, last4) => `${brand} card ending in ${last4}`,
  bankEnding: (last4) => `bank account ending in ${last4}`,
  noMethod: 'Your household has no card on file. Add one to pay for the new plan.',
  pay: (amount) => `Pay ${amount} and add`,
  paying: 'Processing your payment…',
  doneTitle: (name) => `${name} is now a member`,
  doneCharged: (amount, method) => `We charged ${amount} to your ${method}.`,
  doneNext: (date) => `Their next payment is on ${date}.`,
  doneMail: 'A receipt is on its way to your email.',
};

const es: Texts = {
  open: 'Agregar un familiar',
  title: 'Agregar un familiar',
  stepWho: 'Quién se une',
  stepPlan: 'Plan y pago',
  stepDone: 'Listo',
  whoIntro: 'Díganos quién se une a su familia. Le mostramos los planes que su consultorio ofrece para su edad.',
  firstName: 'Nombre',
  lastName: 'Apellido',
  birthDate: 'Fecha de nacimiento',
  birthDateHint: 'MM/DD/AAAA',
  relationship: 'Parentesco con usted',
  relationships: { partner: 'Cónyuge', son: 'Hijo', daughter: 'Hija', child: 'Niño/a', other: 'Otro' },
  required: 'Obligatorio',
  invalidDate: 'Ingrese una fecha de nacimiento real como MM/DD/AAAA',
  next: 'Ver planes y precio',
  back: 'Atrás',
  cancel: 'Cancelar',
  close: 'Cerrar',
  loading: 'Cargando planes y precios',
  planLegend: (name) => `Elija un plan para ${name}`,
  noPlans: 'Su consultorio no ofrece un plan en línea para esta edad. Llame al consultorio para agregarlo.',
  perTerm: { monthly: '/mes', annual: '/año' },
  perTermWords: { monthly: 'al mes', annual: 'al año' },
  familyDiscount: (percent) => `${percent}% de descuento familiar`,
  todayTitle: 'Se cobra hoy',
  firstPeriod: { monthly: 'Primer mes', annual: 'Primer año' },
  setupFee: 'Cargo único de inscripción',
  activationFee: 'Cargo de activación',
  todayTotal: 'Total hoy',
  thenPay: (amount, term, date) => `Después ${amount} ${term}, el próximo el ${date}.`,
  householdTitle: 'Su familia después de esto',
  householdLine: (name, plan) => `${name} · ${plan}`,
  newMemberLine: (name) => `${name} (nuevo)`,
  unchanged: 'sin cambio',
  fromRenewal: (date) => `desde el ${date}`,
  householdTotal: 'Total de la familia',
  paidWith: (method) => `Se paga con su ${method} registrada.`,
  cardEnding: (brand, last4) => `tarjeta ${brand} que termina en ${last4}`,
  bankEnding: (last4) => `cuenta bancaria que termina en ${last4}`,
  noMethod: 'Su familia no tiene una tarjeta registrada. Agregue una para pagar el nuevo plan.',
  pay: (amount) => `Pagar ${amount} y agregar`,
  paying: 'Procesando su pago…',
  doneTitle: (name) => `${name} ya es miembro`,
  doneCharged: (amount, method) => `Cobramos ${amount} a su ${method}.`,
  doneNext: (date) => `Su próximo pago es el ${date}.`,
  doneMail: 'Le enviamos un recibo por correo electrónico.',
};

export const FAMILY_TEXTS = { en, es };
export type FamilyTexts = Texts;
