import './styles';
import { useMemo } from 'react';
import { userMessageOf } from '../../app/api';
import { useCurrentUser } from '../../app/current-user';
import { EnrolmentFlow } from './EnrolmentFlow';
import { selfEnrol } from './enrolment-api';
import { moreTexts } from './enrolment-more-texts';
import { DeskFrame } from './FrontDeskSignupPage';
import { Notice } from './fields';
import { brandOfTenant } from './flow-context';
import { frontDeskTexts as d } from './front-desk-texts';
import { offerFromPublic } from './offer';
import { LanguageToggle } from './StepHeader';
import { useEnrolmentLanguage } from './use-enrolment-language';
import { usePublicOfficeQuery } from './use-front-desk-offer';

/**
 * /external-patient-signup: the patient-facing form of the current office inside the office area (a tablet at the
 * front desk): the external channel, the plans patients see online, the patient pays and agrees themselves.
 */
export function ExternalPatientSignupPage() {
  const user = useCurrentUser();
  const officeId = user.dentistInfo?.id ?? null;
  const { lang, setLang, t } = useEnrolmentLanguage({ documentLang: false });
  const toggle = <LanguageToggle lang={lang} onChange={setLang} t={t} />;
  const officeName = user.dentistInfo?.officeName ?? '';
  return (
    <DeskFrame
      title={d.externalTitle}
      subtitle={officeId ? d.externalSubtitle(officeName) : d.noOffice}
      toggle={toggle}
      lang={lang}
    >
      {officeId !== null && <ExternalContent officeId={officeId} lang={lang} t={t} />}
    </DeskFrame>
  );
}

type ContentProps = { officeId: number } & Pick<ReturnType<typeof useEnrolmentLanguage>, 'lang' | 't'>;

function ExternalContent({ officeId, lang, t }: ContentProps) {
  const office = usePublicOfficeQuery(officeId);
  const offer = useMemo(() => (office.data ? offerFromPublic(office.data) : null), [office.data]);
  if (office.error && !offer) {
    return (
      <Notice kind="error" title={d.loadFailed}>
        {userMessageOf(office.error)}
      </Notice>
    );
  }
  if (!offer) return <span className="enrol-spinner enrol-spinner-large" role="status" aria-label={t.loading} />;
  if (offer.disableEnrollment || offer.plans.length === 0) {
    return <Notice kind="info">{t.closedLead(offer.office.officeName)}</Notice>;
  }
  if (offer.takesPayments === false) {
    const more = moreTexts(lang);
    return (
      <Notice kind="info" title={more.cannotPayTitle}>
        {more.cannotPayLead(offer.office.officeName, brandOfTenant())}
      </Notice>
    );
  }
  return (
    <EnrolmentFlow
      offer={offer}
      channel="external"
      lang={lang}
      t={t}
      frontDesk={false}
      payorAndWaiver={false}
      submit={selfEnrol(officeId)}
      onPricesChanged={() => void office.refetch()}
      draftKey={`external:${officeId}`}
    />
  );
}
