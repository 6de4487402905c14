import './enrol-entry.css';
import { useSearchParams } from 'react-router';
import { PatientEnrolmentPage } from '../enrolment/PatientEnrolmentPage';
import { PublicFrame } from '../enrolment/PublicFrame';
import { useEnrolmentLanguage } from '../enrolment/use-enrolment-language';
import { entryTexts } from './enrol-entry-texts';
import { LinkOrCodeForm, ZipSearchForm } from './FindPracticeForms';
import { SignInCard } from './StartPage';

/**
 * /subscribe?office={slug}&plan={planId}: the practice's enrolment with that plan chosen for whoever it fits (a plan
 * the practice does not offer gets a calm note over its plans); `office` alone opens the enrolment; with neither,
 * the ways to find the practice.
 */
export function SubscribePage() {
  const [search] = useSearchParams();
  const office = search.get('office')?.trim();
  const rawPlan = search.get('plan');
  if (!office) return <SubscribeWithoutOffice />;
  if (rawPlan === null || rawPlan.trim() === '') return <PatientEnrolmentPage from="query" />;
  const plan = Number(rawPlan);
  // A malformed plan id is a plan no office offers (ids start at 1): the note, then the office's own plans.
  return <PatientEnrolmentPage from="query" planId={Number.isInteger(plan) && plan > 0 ? plan : 0} />;
}

function SubscribeWithoutOffice() {
  const { lang, setLang, t } = useEnrolmentLanguage();
  const words = entryTexts(lang);
  return (
    <PublicFrame title={words.subscribeTitle} lang={lang} onLang={setLang} t={t}>
      <div className="entry">
        <p className="enrol-lead entry-lead">{words.subscribeLead}</p>
        <ZipSearchForm lang={lang} />
        <LinkOrCodeForm lang={lang} />
        <SignInCard lang={lang} />
      </div>
    </PublicFrame>
  );
}
