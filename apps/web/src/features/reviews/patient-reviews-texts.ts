import { REVIEW_TEXT_MAX } from '@mhq/domain';

// The patient's review page in both languages of the portal (same shape in each: a missing Spanish text fails to
// compile). `pro` is the brand's word for the professional in the page's language (dentist / dentista, optometrist /
// optometrista).

const en = {
  title: 'Your review',
  subtitle: (office: string, pro: string) =>
    `How are your visits with your ${pro}? Your rating and review go to ${office}, and you will see their answer here.`,
  noOffice: 'You can review your practice once your membership is active.',
  loading: 'Loading your review',
  writeTitle: 'Rate your practice',
  postedTitle: 'What you wrote',
  editTitle: 'Edit your review',
  ratingLabel: 'Your rating',
  starLabel: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  starsOf: (n: number) => `${n} out of 5 stars`,
  ratingRequired: 'Choose from 1 to 5 stars.',
  textLabel: 'Your review (optional)',
  textHint: 'What went well, and what could be better? Please keep health details out of it.',
  textPlaceholder: 'The visit, the staff, the membership…',
  charactersLeft: (n: number) => `${n} characters left`,
  tooLong: `Keep your review to ${REVIEW_TEXT_MAX} characters.`,
  post: 'Post review',
  save: 'Save changes',
  cancel: 'Cancel',
  edit: 'Edit your review',
  posted: 'Thank you: your review is posted.',
  updated: 'Your review is updated.',
  postedOn: (date: string) => `Posted ${date}`,
  editedOn: (date: string) => `edited ${date}`,
  noText: 'You gave a rating without words.',
  professional: (brand: 'dental' | 'vision'): string => (brand === 'dental' ? 'dentist' : 'optometrist'),
  hiddenTitle: 'Your review’s text is hidden',
  hiddenBody:
    'The platform’s moderators hid the words of your review because they break the review guidelines (for example, insults or someone’s health details). Your rating still counts. You can rewrite your review; the moderators will look at it again.',
  answerTitle: (office: string) => `${office}’s answer`,
  answeredOn: (date: string) => `Answered ${date}`,
  noAnswer: 'The practice has not answered yet. You will get an email when they do.',
};

const es: typeof en = {
  title: 'Su reseña',
  subtitle: (office: string, pro: string) =>
    `¿Cómo van sus visitas con su ${pro}? Su calificación y reseña llegan a ${office}, y verá su respuesta aquí.`,
  noOffice: 'Podrá escribir una reseña de su consultorio cuando su membresía esté activa.',
  loading: 'Cargando su reseña',
  writeTitle: 'Califique a su consultorio',
  postedTitle: 'Lo que usted escribió',
  editTitle: 'Editar su reseña',
  ratingLabel: 'Su calificación',
  starLabel: (n: number) => `${n} ${n === 1 ? 'estrella' : 'estrellas'}`,
  starsOf: (n: number) => `${n} de 5 estrellas`,
  ratingRequired: 'Elija de 1 a 5 estrellas.',
  textLabel: 'Su reseña (opcional)',
  textHint: '¿Qué salió bien y qué podría mejorar? Por favor, no incluya datos de salud.',
  textPlaceholder: 'La visita, el personal, la membresía…',
  charactersLeft: (n: number) => `Quedan ${n} caracteres`,
  tooLong: `Su reseña puede tener hasta ${REVIEW_TEXT_MAX} caracteres.`,
  post: 'Publicar reseña',
  save: 'Guardar cambios',
  cancel: 'Cancelar',
  edit: 'Editar su reseña',
  posted: 'Gracias: su reseña está publicada.',
  updated: 'Su reseña está actualizada.',
  postedOn: (date: string) => `Publicada el ${date}`,
  editedOn: (date: string) => `editada el ${date}`,
  noText: 'Usted dio una calificación sin comentarios.',
  professional: (brand: 'dental' | 'vision') => (brand === 'dental' ? 'dentista' : 'optometrista'),
  hiddenTitle: 'El texto de su reseña está oculto',
  hiddenBody:
    'Los moderadores de la plataforma ocultaron el texto de su reseña porque no cumple las normas (por ejemplo, insultos o datos de salud de alguien). Su calificación sigue contando. Puede volver a escribir su reseña; los moderadores la revisarán de nuevo.',
  answerTitle: (office: string) => `Respuesta de ${office}`,
  answeredOn: (date: string) => `Respondida el ${date}`,
  noAnswer: 'El consultorio aún no ha respondido. Recibirá un correo cuando lo haga.',
};

export const PATIENT_REVIEW_TEXTS = { en, es };
export type PatientReviewTexts = typeof en;
