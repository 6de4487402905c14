import type { ReenrolHouseholdResponse } from '@mhq/contract';
import { formatMoney, formatUsDay } from '@mhq/domain';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { ApiError, call, isAbort } from '../../app/api';
import { getToken } from '../../app/session';
import { Notice, SelectField } from '../enrolment/fields';
import { PublicFrame, PublicLoading } from '../enrolment/PublicFrame';
import { useEnrolmentLanguage } from '../enrolment/use-enrolment-language';
import { REENROL_TEXTS } from './reenrol-texts';

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; data: ReenrolHouseholdResponse }
  | { kind: 'none' }
  | { kind: 'failed' };

/**
 * /reenroll/my-dentist/{dentistInfoId} (and /my-optometrist/): a former member rejoins, signed in (sent to sign in
 * and back), their household prefilled; each person's plan starts again in the same household. A current member
 * goes to their patient area; someone with no history there is offered the office's enrolment.
 */
export function ReenrolPage() {
  const { dentistInfoId = '' } = useParams();
  const location = useLocation();
  if (!getToken()) return <Navigate to="/accounts/login" replace state={{ back: location.pathname }} />;
  return <Reenrol officeId={Number(dentistInfoId)} />;
}

function Reenrol({ officeId }: { officeId: number }) {
  const { lang, setLang, t } = useEnrolmentLanguage();
  const r = REENROL_TEXTS[lang];
  const frame = { lang, onLang: setLang, t };
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    call('reenrolHousehold', { params: { dentistInfoId: officeId }, signal: controller.signal, successToast: false })
      .then((data) => setState(data.standing === 'none' ? { kind: 'none' } : { kind: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        // Not a patient of this office at all: the same as no history there.
        setState(error instanceof ApiError && error.status === 404 ? { kind: 'none' } : { kind: 'failed' });
      });
    return () => controller.abort();
  }, [officeId]);

  if (state.kind === 'loading') return <PublicLoading {...frame} />;
  if (state.kind === 'failed') {
    return (
      <PublicFrame title={r.loadFailed} {...frame}>
        <span />
      </PublicFrame>
    );
  }
  if (state.kind === 'none') {
    return (
      <PublicFrame title={r.noneTitle} {...frame}>
        <div className="enrol-step">
          <p className="enrol-lead">{r.noneLead}</p>
          <div className="enrol-actions">
            <Link className="enrol-button" to={`/accounts/signup/my-dentist/${officeId}?lang=${lang}`}>
              {r.join}
            </Link>
          </div>
        </div>
      </PublicFrame>
    );
  }
  if (state.data.standing === 'current' || !state.data.household) {
    return <Navigate to="/patient-details/dashboard" replace />;
  }
  return <RejoinForm data={state.data} officeId={officeId} frame={frame} />;
}

type Frame =
  ReturnType<typeof useEnrolmentLanguage> extends infer F
    ? { lang: 'en' | 'es'; onLang: (l: 'en' | 'es') => void; t: F extends { t: infer T } ? T : never }
    : never;

function RejoinForm({ data, officeId, frame }: { data: ReenrolHouseholdResponse; officeId: number; frame: Frame }) {
  const r = REENROL_TEXTS[frame.lang];
  const household = data.household;
  const [choice, setChoice] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      (household?.people ?? []).map((p) => [
        p.memberId,
        String(p.options.find((o) => o.planId === p.lastPlanId)?.planId ?? p.options[0]?.planId ?? ''),
      ]),
    ),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (!household) return null;
  const per = data.term === 'annual' ? r.perYear : r.perMonth;
  const a = household.address;

  if (done) {
    return (
      <PublicFrame
        title={r.title(data.office.officeName)}
        office={{ officeName: data.office.officeName, logo: null }}
        {...frame}
      >
        <div className="enrol-step" data-testid="reenrol-done">
          <Notice kind="success">{done}</Notice>
          <div className="enrol-actions">
            <Link className="enrol-button" to="/patient-details/dashboard">
              {r.toDashboard}
            </Link>
          </div>
        </div>
      </PublicFrame>
    );
  }

  async function submit() {
    const members = Object.entries(choice)
      .filter(([, planId]) => planId !== '')
      .map(([memberId, planId]) => ({ memberId: Number(memberId), planId: Number(planId) }));
    if (members.length === 0) return setError(r.choose);
    setBusy(true);
    setError(null);
    try {
      const res = await call('reenrol', {
        params: { dentistInfoId: officeId },
        body: { term: data.term, members },
        successToast: false,
      });
      setDone(r.done(formatMoney(res.chargedCents, { decimals: 2 })));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <PublicFrame
      title={r.title(data.office.officeName)}
      office={{ officeName: data.office.officeName, logo: null }}
      {...frame}
    >
      <form
        className="enrol-step"
        data-testid="reenrol-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="enrol-lead">{r.lead}</p>
        <h2>{r.household}</h2>
        {household.people.map((p) => (
          <div key={p.memberId} className="enrol-card">
            <p>
              <strong>
                {p.firstName} {p.lastName}
              </strong>{' '}
              · {r.born(formatUsDay(p.birthDate))}
            </p>
            <SelectField
              label={r.plan(p.firstName)}
              name={`plan-${p.memberId}`}
              value={choice[p.memberId] ?? ''}
              onChange={(e) => setChoice((c) => ({ ...c, [p.memberId]: e.target.value }))}
              placeholder={r.notRejoining}
              options={[
                ...p.options.map((o) => ({
                  value: String(o.planId),
                  label: `${o.name}: ${formatMoney(o.priceCents, { decimals: 2 })}${per}`,
                })),
              ]}
            />
          </div>
        ))}
        <h2>{r.contact}</h2>
        <p className="enrol-hint">
          {[household.email, household.phone].filter(Boolean).join(' · ')}
          {a && (
            <>
              <br />
              {[a.line1, a.line2, `${a.city}, ${a.state} ${a.zip}`].filter(Boolean).join(', ')}
            </>
          )}
        </p>
        {household.paymentMethod ? (
          <p className="enrol-hint">
            {r.paidWith(`${household.paymentMethod.brand} •••• ${household.paymentMethod.last4}`)}
          </p>
        ) : (
          <Notice kind="info">
            {r.noMethod} <Link to="/patient-details/dashboard">{r.addCard}</Link>
          </Notice>
        )}
        {error && <Notice kind="error">{error}</Notice>}
        <div className="enrol-actions">
          <button type="submit" className="enrol-button" disabled={busy || !household.paymentMethod}>
            {busy ? r.rejoining : r.rejoin}
          </button>
        </div>
      </form>
    </PublicFrame>
  );
}
