import type { TenantConfig } from '@mhq/domain';

/**
 * English texts of the sign-in pages. They stay outside i18next on purpose: these pages must load
 * little JavaScript (login budget 100 kB gzip) and the spec offers Spanish only on patient signup pages.
 */
export const authTexts = {
  tagline: (t: TenantConfig) =>
    `In-house membership plans that keep your ${t.professionalName === 'dentist' ? 'dental' : 'vision'} patients coming back.`,
  pitch: 'Enroll patients, collect payments automatically and see how your plans perform, all in one place.',
  benefits: [
    'Recurring revenue without insurance middlemen',
    'Automatic billing and renewals',
    'Reports your team can act on',
  ],
  signInTitle: 'Sign in',
  signInLead: (t: TenantConfig) => `Welcome back to ${t.name}.`,
  email: 'Email',
  password: 'Password',
  show: 'Show',
  hide: 'Hide',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  forgot: 'Forgot password?',
  idleNotice: 'You were signed out after a period of inactivity. Please sign in again.',
  loggedOutNotice: 'You have been signed out.',
  forgotTitle: 'Reset your password',
  forgotLead: 'Enter the email you sign in with and we will send you a link to choose a new password.',
  sendLink: 'Send reset link',
  sending: 'Sending…',
  forgotDone: 'If an account exists for that email, we sent a link to reset your password. It is valid for one hour.',
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a new password',
  setTitle: 'Set your password',
  resetLead: 'Use at least 10 characters. A short phrase is easy to remember and hard to guess.',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  tooShort: (n: number) => `Password must be at least ${n} characters`,
  savePassword: 'Save password',
  saving: 'Saving…',
  resetDone: 'Your password has been changed. You can now sign in with it.',
  setDone: 'Your password is set. You can now sign in.',
  goToSignIn: 'Go to sign in',
  requestNewLink: 'Request a new link',
  notFoundTitle: 'Page not found',
  notFoundLead: 'The page you were looking for does not exist or has moved.',
  goHome: 'Go to the home page',
  terms: 'Terms',
  privacy: 'Privacy',
  needHelp: 'Need help?',
} as const;
