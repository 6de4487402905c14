import type { PublicOfficeResponse } from '@mhq/contract';
import { useEffect, useState } from 'react';
import { ApiError } from '../../app/api';
import { checkCodes } from './enrolment-api';
import { moreTexts } from './enrolment-more-texts';
import { TextField } from './fields';
import { useFlow } from './flow-context';

/** A group code the office accepted: its group (discount) and the plans the group's people may choose. */
export type AppliedGroup = {
  code: string;
  business: NonNullable<PublicOfficeResponse['business']>;
  planIds: number[];
  /** The code is a community group's (CommunityConnect), not an employer's: its discount is the group's. */
  community?: true;
};

/** The group a page answered for a code: an employer (BusinessConnect) or a community group (CommunityConnect). */
export function appliedGroupOf(code: string, office: PublicOfficeResponse): AppliedGroup | null {
  const planIds = office.plans.map((p) => p.id);
  if (office.business) return { code, business: office.business, planIds };
  const c = office.community;
  if (!c) return null;
  return {
    code: c.code,
    business: { id: c.id, name: c.name, logo: null, discountPercent: c.discountPercent, employerPays: false },
    planIds,
    community: true,
  };
}
export type AppliedCodes = { group: AppliedGroup | null; referral: string | null };

type Props = { officeId: number; value: AppliedCodes; onChange: (next: AppliedCodes) => void };

/**
 * The form's group code and referral code (spec 01 section 5): each is checked with the office when applied, so a
 * wrong code is told on its field ('group code is not valid') before the patient goes on, and a group's discount
 * shows in the price at once.
 */
export function CodesFields({ officeId, value, onChange }: Props) {
  const { lang } = useFlow();
  const more = moreTexts(lang);
  return (
    <section className="enrol-card enrol-codes" aria-labelledby="enrol-codes-title">
      <div className="enrol-card-head">
        <h3 id="enrol-codes-title">{more.codesTitle}</h3>
      </div>
      <p className="enrol-hint">{more.codesLead}</p>
      <div className="enrol-grid">
        <CodeField
          kind="groupCode"
          label={more.groupCode}
          applied={value.group ? value.group.code : null}
          appliedNote={
            value.group ? more.groupApplied(value.group.business.name, value.group.business.discountPercent) : null
          }
          check={async (code) => {
            const group = appliedGroupOf(code, await checkCodes(officeId, { groupCode: code }));
            if (!group) throw new Error('no group');
            onChange({ ...value, group });
          }}
          onRemove={() => onChange({ ...value, group: null })}
        />
        <CodeField
          kind="referralCode"
          label={more.referralCode}
          applied={value.referral}
          appliedNote={value.referral ? more.referralApplied : null}
          check={async (code) => {
            const office = await checkCodes(officeId, { referralCode: code });
            onChange({ ...value, referral: office.referralCode });
          }}
          onRemove={() => onChange({ ...value, referral: null })}
        />
      </div>
    </section>
  );
}

type FieldProps = {
  kind: 'groupCode' | 'referralCode';
  label: string;
  applied: string | null;
  appliedNote: string | null;
  check: (code: string) => Promise<void>;
  onRemove: () => void;
};

function CodeField({ kind, label, applied, appliedNote, check, onRemove }: FieldProps) {
  const { lang } = useFlow();
  const more = moreTexts(lang);
  const [typed, setTyped] = useState(applied ?? '');
  // A code applied from outside the field (a friend's referral link) shows in it.
  useEffect(() => {
    if (applied) setTyped(applied);
  }, [applied]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function apply() {
    const code = typed.replace(/[\s-]/g, '').toUpperCase();
    if (!code) return;
    setBusy(true);
    setError(undefined);
    try {
      await check(code);
      setTyped(code);
    } catch (err) {
      // The office's answer names the field in the spec's words; the page says it in its own language.
      const invalid = err instanceof ApiError && err.status === 400;
      setError(
        invalid ? more[kind === 'groupCode' ? 'groupCodeInvalid' : 'referralCodeInvalid'] : more.codeCheckFailed,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="enrol-code">
      <TextField
        label={label}
        name={kind}
        value={typed}
        autoComplete="off"
        maxLength={40}
        readOnly={applied !== null}
        error={error}
        hint={appliedNote ?? undefined}
        onChange={(e) => {
          setTyped(e.target.value);
          setError(undefined);
        }}
        onKeyDown={(e) => {
          // Enter applies the code rather than submitting the whole step.
          if (e.key === 'Enter') {
            e.preventDefault();
            void apply();
          }
        }}
      />
      {applied === null ? (
        <button
          type="button"
          className="enrol-button enrol-button-outline enrol-code-button"
          disabled={busy || typed.trim() === ''}
          onClick={() => void apply()}
        >
          {busy ? more.applying : more.apply}
        </button>
      ) : (
        <button
          type="button"
          className="enrol-link-button enrol-code-button"
          onClick={() => {
            setTyped('');
            onRemove();
          }}
        >
          {more.remove}
        </button>
      )}
    </div>
  );
}
