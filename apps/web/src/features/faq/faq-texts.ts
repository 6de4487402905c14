import type { TenantConfig } from '@mhq/domain';

export type FaqLang = 'en' | 'es';
export type FaqEntry = { id: string; q: string; a: readonly string[] };
export type FaqGroup = { id: string; title: string; entries: readonly FaqEntry[] };

/** The brand's words in each language: 'dentist' or 'optometrist', 'dental' or 'eye' care. */
function words(tenant: TenantConfig) {
  const dental = tenant.professionalName === 'dentist';
  return {
    en: {
      pro: tenant.professionalName,
      care: dental ? 'dental care' : 'eye care',
      visits: dental ? 'cleanings, exams and X-rays' : 'eye exams and contact lens fittings',
      practice: dental ? 'dental practice' : 'eye care practice',
    },
    es: {
      pro: dental ? 'dentista' : 'optometrista',
      care: dental ? 'atención dental' : 'cuidado de la vista',
      visits: dental ? 'limpiezas, exámenes y radiografías' : 'exámenes de la vista y adaptación de lentes de contacto',
      practice: dental ? 'consultorio dental' : 'consultorio de optometría',
    },
  };
}

export type FaqTexts = {
  title: string;
  lead: string;
  contents: string;
  language: string;
  signIn: string;
  stillQuestions: string;
  stillLead: string;
  groups: readonly FaqGroup[];
};

/** The questions patients and practices ask, in the brand's words (English and Spanish). */
export function faqTexts(tenant: TenantConfig, lang: FaqLang): FaqTexts {
  const name = tenant.name;
  const contact = `${tenant.supportEmail} · ${tenant.supportPhone}`;
  if (lang === 'es') {
    const w = words(tenant).es;
    return {
      title: 'Preguntas frecuentes',
      lead: `Respuestas claras sobre los planes de membresía de ${name}: qué son, cómo se cobran y cómo cancelar.`,
      contents: 'En esta página',
      language: 'Idioma',
      signIn: 'Iniciar sesión',
      stillQuestions: '¿Le queda alguna pregunta?',
      stillLead: `Escríbanos o llámenos: ${contact}.`,
      groups: [
        {
          id: 'patients',
          title: 'Para pacientes',
          entries: [
            {
              id: 'not-insurance',
              q: '¿Un plan de membresía es un seguro?',
              a: [
                `No. Es un acuerdo directo entre usted y su ${w.practice}. Usted paga una cuota mensual o anual y recibe los servicios incluidos (por ejemplo ${w.visits}) y un descuento en otros tratamientos.`,
                'No hay deducibles, máximos anuales, formularios de reclamación ni aprobaciones previas.',
              ],
            },
            {
              id: 'vs-insurance',
              q: '¿En qué se diferencia de un seguro?',
              a: [
                'Un seguro paga parte de sus gastos según su póliza; un plan de membresía le da un precio fijo por los servicios que incluye, en su propio consultorio, desde el primer día.',
                `Si ya tiene seguro, pregunte a su ${w.pro} si le conviene: muchos pacientes sin seguro o con una cobertura limitada ahorran con un plan.`,
              ],
            },
            {
              id: 'billing',
              q: '¿Cómo y cuándo se me cobra?',
              a: [
                'Los planes mensuales se cobran el día de la inscripción y el mismo día cada mes; los anuales, una vez al año en esa fecha.',
                'El plan se renueva automáticamente hasta que lo cancele. Antes de una renovación anual le enviamos un recordatorio con la fecha y el importe. Recibe un recibo por correo por cada pago.',
              ],
            },
            {
              id: 'family',
              q: '¿Hay descuento para la familia?',
              a: [
                'Muchos consultorios bajan el precio cuando varias personas de una familia son miembros. El descuento se muestra antes de pagar.',
              ],
            },
            {
              id: 'failed',
              q: '¿Qué pasa si falla un pago?',
              a: [
                'Le avisamos por correo (y por mensaje de texto si tenemos su móvil) y lo intentamos de nuevo en los días siguientes. Puede poner una nueva tarjeta o cuenta bancaria desde su cuenta de paciente en cualquier momento.',
                'Mientras el pago esté pendiente, su membresía está atrasada; si no se paga, puede cancelarse.',
              ],
            },
            {
              id: 'cancel',
              q: '¿Cómo cancelo mi plan?',
              a: [
                `Puede cancelar en cualquier momento: pídalo a su consultorio o a ${name} (${contact}). No se le volverá a cobrar y le confirmamos la cancelación por correo.`,
                'Los pagos mensuales no se reembolsan una vez empezado el mes. Para los planes anuales se aplican las reglas de reembolso del consultorio, que se muestran al inscribirse.',
              ],
            },
          ],
        },
        {
          id: 'practices',
          title: 'Para consultorios',
          entries: [
            {
              id: 'what',
              q: `¿Qué hace ${name} por mi consultorio?`,
              a: [
                `Con ${name} crea sus propios planes de membresía, inscribe pacientes en línea o en la recepción, y cobra las cuotas automáticamente. Recibe los pagos en su cuenta bancaria, menos la tarifa de la plataforma.`,
              ],
            },
            {
              id: 'why',
              q: '¿Por qué ofrecer un plan en vez de depender del seguro?',
              a: [
                'Los pacientes sin seguro tienen una razón para volver cada año, y usted cobra por adelantado, sin reclamaciones ni tarifas fijadas por una aseguradora.',
              ],
            },
            {
              id: 'payments',
              q: '¿Cómo y cuándo recibe mi consultorio el dinero?',
              a: [
                'Cada pago de un miembro se abona a su cuenta de pagos y se transfiere a su banco en los pagos periódicos. En su panel ve cada cobro, reembolso y disputa.',
              ],
            },
            {
              id: 'late',
              q: '¿Qué pasa cuando un miembro no paga?',
              a: [
                `${name} reintenta el cobro, avisa al paciente y marca la membresía como atrasada en su lista de miembros. Los planes pagados en el consultorio también se marcan atrasados cuando vence su periodo sin pago.`,
              ],
            },
            {
              id: 'practice-cancel',
              q: '¿Puedo cancelar la membresía de un paciente o mi cuenta?',
              a: [
                `Su equipo puede cancelar la membresía de un paciente desde su ficha. Para cerrar la cuenta del consultorio, escriba a ${name} (${contact}); los miembros actuales reciben aviso antes.`,
              ],
            },
          ],
        },
      ],
    };
  }
  const w = words(tenant).en;
  return {
    title: 'Frequently asked questions',
    lead: `Plain answers about ${name} membership plans: what they are, how billing works, and how to cancel.`,
    contents: 'On this page',
    language: 'Language',
    signIn: 'Sign in',
    stillQuestions: 'Still have a question?',
    stillLead: `Write or call us: ${contact}.`,
    groups: [
      {
        id: 'patients',
        title: 'For patients',
        entries: [
          {
            id: 'not-insurance',
            q: 'Is a membership plan insurance?',
            a: [
              `No. It is an agreement directly between you and your ${w.practice}. You pay a monthly or yearly fee and get the care the plan includes (for example ${w.visits}) and a discount on other treatment.`,
              'There are no deductibles, yearly maximums, claim forms or pre-approvals.',
            ],
          },
          {
            id: 'vs-insurance',
            q: 'How is it different from insurance?',
            a: [
              'Insurance pays part of your costs under your policy; a membership plan gives you a set price for the care it includes, at your own practice, from day one.',
              `If you already have insurance, ask your ${w.pro} whether a plan helps you: many patients without insurance, or with limited cover, save with one.`,
            ],
          },
          {
            id: 'billing',
            q: 'How and when am I billed?',
            a: [
              'Monthly plans are charged on the day you enroll and on the same day each month; yearly plans once a year on that date.',
              'Your plan renews automatically until you cancel. Before a yearly renewal we email you a reminder with the date and the amount. You get an emailed receipt for every payment.',
            ],
          },
          {
            id: 'family',
            q: 'Is there a family discount?',
            a: [
              'Many practices lower the price when several people in a family are members. The discount is shown before you pay.',
            ],
          },
          {
            id: 'failed',
            q: 'What happens if a payment fails?',
            a: [
              'We let you know by email (and by text if we have your mobile number) and try again over the following days. You can put a new card or bank account on file from your patient account at any time.',
              'While the payment is open your membership is late; if it stays unpaid, it may be cancelled.',
            ],
          },
          {
            id: 'cancel',
            q: 'How do I cancel my plan?',
            a: [
              `You can cancel at any time: ask your practice, or ${name} (${contact}). You will not be charged again, and we confirm the cancellation by email.`,
              "Monthly payments are not refunded once the month has started. Yearly plans follow the practice's refund rules, shown when you enroll.",
            ],
          },
        ],
      },
      {
        id: 'practices',
        title: 'For practices',
        entries: [
          {
            id: 'what',
            q: `What does ${name} do for my practice?`,
            a: [
              `With ${name} you create your own membership plans, enroll patients online or at the front desk, and collect the fees automatically. The payments reach your bank account, less the platform's fee.`,
            ],
          },
          {
            id: 'why',
            q: 'Why offer a plan instead of relying on insurance?',
            a: [
              `Patients without insurance get a reason to come back every year for their ${w.care}, and you are paid up front, with no claims and no fees set by an insurer.`,
            ],
          },
          {
            id: 'payments',
            q: 'How and when does my practice get paid?',
            a: [
              'Every member payment goes to your payment account and reaches your bank with the regular payouts. Your dashboard shows each charge, refund and dispute.',
            ],
          },
          {
            id: 'late',
            q: "What happens when a member doesn't pay?",
            a: [
              `${name} retries the charge, tells the patient, and marks the membership late on your members list. Plans paid at the office are marked late too when their period ends unpaid.`,
            ],
          },
          {
            id: 'practice-cancel',
            q: "Can I cancel a patient's membership, or my own account?",
            a: [
              `Your team can cancel a patient's membership from the member's page. To close the practice's account, write to ${name} (${contact}); current members are told first.`,
            ],
          },
        ],
      },
    ],
  };
}
