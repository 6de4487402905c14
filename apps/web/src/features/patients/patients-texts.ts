// The words of the patient's dashboard and payment pieces (PaymentStatus, the method on file, payment history), in
// English and Spanish with the same shape. Dates are MM/dd/yyyy in both.

const EN = {
  welcome: (name: string) => `Welcome, ${name}`,
  subtitle: (brand: string) => `Your ${brand} membership account. Manage your plan, payments and family members here.`,
  payments: 'Payments',
  paymentHistoryLink: 'Payment history and receipts',
  paymentsLater: 'Your payments will appear here once your membership is active.',
  yourAccount: 'Your account',
  updateDetails: 'Update your details',
  yourPractice: (professional: string) => `Your ${professional}`,
  practiceLater: 'Your practice will appear here once your membership is active.',
  practiceHelp: "Questions about your care or your plan? Your practice's team is happy to help.",
  practiceLink: 'Address, hours and directions',
  membershipLink: 'Plans, terms and member cards',
  help: 'Need help with your account? Email',
  orCall: (phone: string) => `or call ${phone}.`,
  // PaymentStatus
  loadingPayments: 'Loading your payments',
  upToDate: 'Your payments are up to date.',
  lateTitle: (amount: string) => `A payment of ${amount} did not go through`,
  tryAgainOn: (date: string, method: string | null) =>
    `We will try again on ${date}${method ? ` with your ${method}` : ''}. `,
  staysActive: 'Your membership stays active meanwhile.',
  tryNow: 'Try again now',
  orNewMethod: 'Or put a new card or bank account on file below: it is charged at once.',
  pausedTitle: 'Your membership is paused after missed payments',
  pausedLine: (who: string, amount: string) => `${who}: ${amount} was not paid after several tries.`,
  payAndRestart: (amount: string) => `Pay ${amount} and restart today`,
  pausedNote:
    'The missed period is not charged on top: your membership starts again from the day you pay. To pay with another card or bank account, put it on file below.',
  // The method on file
  methodTitle: 'Payment method',
  cardEnding: (brand: string, last4: string) => `${brand} card ending in ${last4}`,
  bankEnding: (last4: string) => `bank account ending in ${last4}`,
  expires: (mmYyyy: string) => `, expires ${mmYyyy}`,
  noMethod: 'No card or bank account on file.',
  change: 'Change card or bank account',
  add: 'Add a card or bank account',
  savedTitle: 'Payment method saved',
  savedText: (method: string) => `Your next payments are made with your ${method}.`,
  paidTitle: 'Paid: your membership is active again',
  paidText: (method: string, amount: string, restarted: boolean) =>
    `Your ${method} was charged ${amount}${restarted ? ', and your membership starts again today' : ''}. We emailed you a receipt.`,
  refusedTitle: (amount: string) => `The payment of ${amount} was refused`,
  refusedText: (method: string, reason: string | null) =>
    `Your ${method} is on file, but its bank refused the payment${reason ? `: ${reason}` : '.'} Please try another card or bank account, or call your practice.`,
  // The form
  newMethod: 'New card or bank account',
  savingPaysRestart: (amount: string) => `Saving it pays ${amount} at once, and your membership starts again today.`,
  savingPaysLate: (amount: string) => `Saving it pays the late ${amount} at once.`,
  notSaved: 'Not saved',
  saveAndPay: (amount: string) => `Save and pay ${amount}`,
  save: 'Save',
  cancel: 'Cancel',
  // Payment history
  historyTitle: 'Payment history',
  historyLead: 'Every membership payment of your household, with its receipt for your records.',
};

export type PatientsTexts = typeof EN;

const ES: PatientsTexts = {
  welcome: (name) => `Bienvenido, ${name}`,
  subtitle: (brand) => `Su cuenta de membresía de ${brand}. Administre aquí su plan, sus pagos y su familia.`,
  payments: 'Pagos',
  paymentHistoryLink: 'Historial de pagos y recibos',
  paymentsLater: 'Sus pagos aparecerán aquí cuando su membresía esté activa.',
  yourAccount: 'Su cuenta',
  updateDetails: 'Actualizar sus datos',
  yourPractice: (professional) => `Su ${professional}`,
  practiceLater: 'Su consultorio aparecerá aquí cuando su membresía esté activa.',
  practiceHelp: '¿Preguntas sobre su atención o su plan? El equipo de su consultorio con gusto le ayuda.',
  practiceLink: 'Dirección, horario y cómo llegar',
  membershipLink: 'Planes, condiciones y tarjetas de miembro',
  help: '¿Necesita ayuda con su cuenta? Escriba a',
  orCall: (phone) => `o llame al ${phone}.`,
  loadingPayments: 'Cargando sus pagos',
  upToDate: 'Sus pagos están al día.',
  lateTitle: (amount) => `Un pago de ${amount} no se pudo cobrar`,
  tryAgainOn: (date, method) => `Lo intentaremos de nuevo el ${date}${method ? ` con su ${method}` : ''}. `,
  staysActive: 'Mientras tanto, su membresía sigue activa.',
  tryNow: 'Intentar ahora',
  orNewMethod: 'O registre abajo una nueva tarjeta o cuenta bancaria: se cobra de inmediato.',
  pausedTitle: 'Su membresía está en pausa por pagos no realizados',
  pausedLine: (who, amount) => `${who}: ${amount} no se pudo cobrar después de varios intentos.`,
  payAndRestart: (amount) => `Pagar ${amount} y reanudar hoy`,
  pausedNote:
    'No se cobra el período perdido además: su membresía comienza de nuevo el día en que pague. Para pagar con otra tarjeta o cuenta bancaria, regístrela abajo.',
  methodTitle: 'Método de pago',
  cardEnding: (brand, last4) => `tarjeta ${brand} terminada en ${last4}`,
  bankEnding: (last4) => `cuenta bancaria terminada en ${last4}`,
  expires: (mmYyyy) => `, vence ${mmYyyy}`,
  noMethod: 'No hay tarjeta ni cuenta bancaria registrada.',
  change: 'Cambiar tarjeta o cuenta bancaria',
  add: 'Agregar una tarjeta o cuenta bancaria',
  savedTitle: 'Método de pago guardado',
  savedText: (method) => `Sus próximos pagos se harán con su ${method}.`,
  paidTitle: 'Pagado: su membresía está activa de nuevo',
  paidText: (method, amount, restarted) =>
    `Se cobró ${amount} a su ${method}${restarted ? ', y su membresía comienza de nuevo hoy' : ''}. Le enviamos un recibo por correo.`,
  refusedTitle: (amount) => `El pago de ${amount} fue rechazado`,
  refusedText: (method, reason) =>
    `Su ${method} está registrada, pero su banco rechazó el pago${reason ? `: ${reason}` : '.'} Pruebe con otra tarjeta o cuenta bancaria, o llame a su consultorio.`,
  newMethod: 'Nueva tarjeta o cuenta bancaria',
  savingPaysRestart: (amount) => `Al guardarla se pagan ${amount} de inmediato, y su membresía comienza de nuevo hoy.`,
  savingPaysLate: (amount) => `Al guardarla se paga de inmediato el pago atrasado de ${amount}.`,
  notSaved: 'No se guardó',
  saveAndPay: (amount) => `Guardar y pagar ${amount}`,
  save: 'Guardar',
  cancel: 'Cancelar',
  historyTitle: 'Historial de pagos',
  historyLead: 'Cada pago de membresía de su familia, con su recibo para sus registros.',
};

export const PATIENTS_TEXTS = { en: EN, es: ES };
