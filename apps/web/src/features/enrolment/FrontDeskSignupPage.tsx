import './styles';
import { mayChoosePayorAndWaive } from '@mhq/domain';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { PageHeader } from '../../ui/PageHeader';
import { EnrolmentFlow } from './EnrolmentFlow';
import { addMembers } from './enrolment-api';
import type { Lang } from './enrolment-texts';
import { Notice } from './fields';
import { frontDeskTexts as d } from './front-desk-texts';
import { LanguageToggle } from './StepHeader';
import { useEnrolmentLanguage } from './use-enrolment-language';
import { useFrontDeskOffer } from './use-front-desk-offer';
import { ViewPlans } from './ViewPlans';

/** The office area's frame of an enrolment page: its heading, EN/ES, and the light form's styles. */
export function DeskFrame({
  title,
  subtitle,
  toggle,
  lang,
  children,
}: {
  title: string;
  subtitle: string;
  toggle: ReactNode;
  /** The form's language (the office area around it stays English). */
  lang: Lang;
  children: ReactNode;
}) {
  return (
    <div className="enrol enrol-desk">
      <PageHeader eyebrow={d.eyebrow} title={title} subtitle={subtitle} actions={toggle} />
      <div className="enrol-desk-body" lang={lang}>
        {children}
      </div>
    </div>
  );
}

/**
 * The front desk enrols a patient at the counter (/account/patient-signup, /dentist-new/signup): the same household
 * form as the patient's, on the internal channel, plus payor and fee waiving where allowed, chart ids and payment in
 * the office; and the office's plans to explain them ('view-plans').
 */
export function FrontDeskSignupPage() {
  const user = useCurrentUser();
  const officeId = user.dentistInfo?.id ?? null;
  const { lang, setLang, t } = useEnrolmentLanguage({ documentLang: false });
  const toggle = <LanguageToggle lang={lang} onChange={setLang} t={t} />;
  if (officeId === null) {
    return (
      <DeskFrame title={d.title} subtitle={d.noOffice} toggle={toggle} lang={lang}>
        {null}
      </DeskFrame>
    );
  }
  return (
    <FrontDeskContent
      userId={user.id}
      officeId={officeId}
      officeName={user.dentistInfo?.officeName ?? ''}
      userType={user.type}
      legacyPricing={user.legacyPricing}
      language={{ lang, t, toggle }}
    />
  );
}

type ContentProps = {
  userId: number;
  officeId: number;
  officeName: string;
  userType: ReturnType<typeof useCurrentUser>['type'];
  legacyPricing: boolean;
  language: {
    lang: ReturnType<typeof useEnrolmentLanguage>['lang'];
    t: ReturnType<typeof useEnrolmentLanguage>['t'];
    toggle: ReactNode;
  };
};

function FrontDeskContent({ userId, officeId, officeName, userType, legacyPricing, language }: ContentProps) {
  const { lang, t, toggle } = language;
  const { offer, error, reload } = useFrontDeskOffer(userId, officeId);
  const [search] = useSearchParams();
  const viewPlans = search.get('tab') === 'view-plans';
  const tabLink = (tab: string | null) => {
    const next = new URLSearchParams(search);
    if (tab) next.set('tab', tab);
    else next.delete('tab');
    const qs = next.toString();
    return `?${qs}`;
  };

  const frame = (children: ReactNode) => (
    <DeskFrame title={d.title} subtitle={d.subtitle(officeName)} toggle={toggle} lang={lang}>
      <nav className="enrol-desk-tabs" aria-label={d.tabs}>
        <Link to={tabLink(null)} aria-current={viewPlans ? undefined : 'page'}>
          {d.enrollTab}
        </Link>
        <Link to={tabLink('view-plans')} aria-current={viewPlans ? 'page' : undefined}>
          {d.plansTab}
        </Link>
      </nav>
      {children}
    </DeskFrame>
  );

  if (error && !offer) {
    return frame(
      <Notice kind="error" title={d.loadFailed}>
        <p>{userMessageOf(error)}</p>
        <button type="button" className="enrol-button enrol-button-small" onClick={reload}>
          {d.retry}
        </button>
      </Notice>,
    );
  }
  if (!offer) return frame(<span className="enrol-spinner enrol-spinner-large" role="status" aria-label={t.loading} />);
  if (viewPlans) {
    return frame(
      <>
        <h2 className="enrol-desk-heading">{d.plansHeading}</h2>
        <ViewPlans offer={offer} lang={lang} t={t} />
      </>,
    );
  }
  if (!offer.plans.some((p) => p.viewStatus === 'active')) {
    return frame(
      <Notice kind="info">
        <p>{d.noPlans}</p>
        <Link to="/account/settings/membership-plan">{d.plansPage}</Link>
      </Notice>,
    );
  }
  const payorAndWaiver = mayChoosePayorAndWaive({
    userType,
    gppAdminOnlyWaive: offer.gppAdminOnlyWaive,
    channel: 'internal',
    legacyPricing,
  });
  return frame(
    <EnrolmentFlow
      offer={offer}
      channel="internal"
      lang={lang}
      t={t}
      frontDesk
      payorAndWaiver={payorAndWaiver}
      submit={addMembers(userId, officeId)}
      onPricesChanged={reload}
      draftKey={`internal:${officeId}`}
      collectIn={{ userId, officeId }}
    />,
  );
}
