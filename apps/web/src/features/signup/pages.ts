/** The sign-up pages, one chunk: a visitor who starts signing up goes through all of them. */
export { CompleteSignupPage } from './CompleteSignupPage';
export { CsvReviewPage, MultiSetupPage } from './MultiSetupPage';
export { SignupApp } from './SignupApp';
export { SignupCompletePage } from './SignupCompletePage';
export { SignupPage } from './SignupPage';
export { SingleSetupPage } from './SingleSetupPage';
