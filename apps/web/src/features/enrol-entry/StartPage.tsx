import './enrol-entry.css';
import { Link } from 'react-router';
import { brandOfTenant } from '../enrolment/flow-context';
import { PublicFrame } from '../enrolment/PublicFrame';
import { useEnrolmentLanguage } from '../enrolment/use-enrolment-language';
import { entryTexts } from './enrol-entry-texts';
import { LinkOrCodeForm, ZipSearchForm } from './FindPracticeForms';

/**
 * /start, the patient's starting point: how a membership works, a practice near them by ZIP code, the link or code
 * their practice gave them, or signing in.
 */
export function StartPage() {
  const { lang, setLang, t } = useEnrolmentLanguage();
  const words = entryTexts(lang);
  const brand = brandOfTenant();
  return (
    <PublicFrame title={words.startTitle(brand)} lang={lang} onLang={setLang} t={t}>
      <div className="entry">
        <p className="enrol-lead entry-lead">{words.startLead(brand)}</p>
        <section aria-labelledby="entry-how-title">
          <h2 id="entry-how-title" className="entry-heading">
            {words.howTitle}
          </h2>
          <ol className="entry-steps">
            {words.how.map((step, i) => (
              <li key={step.title}>
                <span className="entry-step-number" aria-hidden="true">
                  {i + 1}
                </span>
                <div>
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <ZipSearchForm lang={lang} />
        <LinkOrCodeForm lang={lang} />
        <SignInCard lang={lang} />
      </div>
    </PublicFrame>
  );
}

/** "Already a member? Sign in". */
export function SignInCard({ lang }: { lang: 'en' | 'es' }) {
  const words = entryTexts(lang);
  return (
    <section className="entry-card entry-member" aria-labelledby="entry-member-title">
      <h2 id="entry-member-title">{words.memberTitle}</h2>
      <Link className="enrol-button enrol-button-outline" to="/accounts/login">
        {words.signIn}
      </Link>
    </section>
  );
}
