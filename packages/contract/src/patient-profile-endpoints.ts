import { endpoint } from './endpoint';
import {
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  ContactPreferences,
  PatientDetailsRequest,
  PatientEmailRequest,
  PatientLanguageRequest,
  PatientProfileResponse,
} from './patient-profile';

/**
 * The signed-in account owner's own details and settings (not in the spec's list of calls: its patient profile and
 * settings pages need them). Each change is made to every household the patient owns and is audited; the password is
 * changed through `/users/{id}/account/password`, as every user's is.
 */
export const patientProfileEndpoints = {
  patientProfile: endpoint({
    method: 'GET',
    path: '/users/me/patient-profile',
    summary:
      "The account owner's name, email (and one waiting for confirmation), mobile, address, language, preferences",
    tag: 'patient',
    auth: true,
    response: PatientProfileResponse,
    example: {},
  }),
  updatePatientDetails: endpoint({
    method: 'POST',
    path: '/users/me/patient-profile/details',
    summary: "Save the account owner's name, mobile phone and home address",
    tag: 'patient',
    auth: true,
    body: PatientDetailsRequest,
    response: PatientProfileResponse,
    example: {
      body: {
        firstName: 'Maria',
        lastName: 'Lopez',
        phone: '5125550142',
        address: { line1: '12 Oak St', line2: '', city: 'Austin', state: 'TX', zip: '78701' },
      },
    },
  }),
  changePatientEmail: endpoint({
    method: 'POST',
    path: '/users/me/patient-profile/email',
    summary: 'Mail a link to a new address; the email changes when it is opened (48 hours, works once)',
    tag: 'patient',
    auth: true,
    body: PatientEmailRequest,
    response: PatientProfileResponse,
    example: { body: { email: 'maria.new@example.com' } },
  }),
  cancelPatientEmailChange: endpoint({
    method: 'POST',
    path: '/users/me/patient-profile/email/cancel',
    summary: 'Withdraw the email change waiting for confirmation; its link stops working',
    tag: 'patient',
    auth: true,
    response: PatientProfileResponse,
    example: {},
  }),
  setPatientLanguage: endpoint({
    method: 'POST',
    path: '/users/me/patient-profile/language',
    summary: "The household's language: the portal and every mail to the household follow it",
    tag: 'patient',
    auth: true,
    body: PatientLanguageRequest,
    response: PatientProfileResponse,
    example: { body: { language: 'es' } },
  }),
  setContactPreferences: endpoint({
    method: 'POST',
    path: '/users/me/patient-profile/preferences',
    summary: 'Turn reminder mails and texts on or off (payment notices always go)',
    tag: 'patient',
    auth: true,
    body: ContactPreferences,
    response: PatientProfileResponse,
    example: { body: { reminderMail: false, reminderTexts: true } },
  }),
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/accounts/confirm-email',
    summary: 'Open a mailed email-change link: the sign-in email becomes the new address (no sign-in needed)',
    tag: 'public',
    auth: false,
    body: ConfirmEmailRequest,
    response: ConfirmEmailResponse,
    example: { body: { token: 'k2J9x7QeH1bq3w5Zt8YpL0nVcR4sDfGh6aUiOmXyTzE' } },
  }),
} as const;
