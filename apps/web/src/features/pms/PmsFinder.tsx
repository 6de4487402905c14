import './pms-finder.css';
import type { PmsPatient } from '@mhq/contract';
import { formatUsDate, MEMBER_SEARCH_MIN_LENGTH } from '@mhq/domain';
import { useId, useState } from 'react';
import { userMessageOf } from '../../app/api';
import { TextField } from '../enrolment/fields';
import { BENEFIT_TEXTS } from './benefit-texts';
import { usePmsConnected, usePmsPatientSearch } from './pms-api';

type Props = {
  officeId: number;
  lang: 'en' | 'es';
  /** Fills the person's first and last name, birth date (MM/DD/YYYY) and chart id. */
  onPick: (fill: { firstName: string; lastName: string; birthDate: string; chartId: string }) => void;
};

/**
 * 'Find in PMS' on the front desk's enrolment form (issue 28; spec 01 section 5: from 2 characters): shown only when
 * the office's PMS is connected, and loaded only by the front desk's form, so the patient's pages never carry it.
 */
export function PmsFinder({ officeId, lang, onPick }: Props) {
  const connected = usePmsConnected(officeId);
  if (!connected) return null;
  return <Finder officeId={officeId} lang={lang} onPick={onPick} />;
}

function Finder({ officeId, lang, onPick }: Props) {
  const t = BENEFIT_TEXTS[lang];
  const [text, setText] = useState('');
  const [filled, setFilled] = useState<string | null>(null);
  const search = usePmsPatientSearch(officeId, text);
  const listId = useId();
  const q = text.trim();
  const patients = search.enabled ? (search.data?.patients ?? []) : [];
  const pick = (p: PmsPatient) => {
    onPick({
      firstName: p.firstName,
      lastName: p.lastName,
      birthDate: p.birthDate ? formatUsDate(p.birthDate) : '',
      chartId: p.chartId,
    });
    setFilled(`${p.firstName} ${p.lastName}`);
    setText('');
  };
  const status =
    q.length < MEMBER_SEARCH_MIN_LENGTH
      ? filled
        ? t.filled(filled)
        : ''
      : search.isError
        ? userMessageOf(search.error)
        : search.isFetching || !search.settled
          ? t.searching
          : patients.length === 0
            ? t.noPatient(q)
            : '';
  return (
    <div className="pms-finder">
      <TextField
        label={t.find}
        hint={t.findHint}
        type="search"
        autoComplete="off"
        value={text}
        aria-controls={listId}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <p className="pms-finder-note" role="status" aria-live="polite">
        {status}
      </p>
      <ul className="pms-finder-results" id={listId}>
        {patients.map((p) => {
          const name = `${p.firstName} ${p.lastName}`;
          const details = [t.chart(p.chartId), p.birthDate ? t.born(formatUsDate(p.birthDate)) : null, p.email]
            .filter(Boolean)
            .join(' · ');
          return (
            <li key={p.chartId}>
              <button
                type="button"
                className="pms-finder-result"
                aria-label={t.pick(name, p.chartId)}
                onClick={() => pick(p)}
              >
                <span>
                  <strong>{name}</strong>
                  <small>{details}</small>
                  {p.memberId !== null && <small>{t.alreadyMember}</small>}
                </span>
                <span className="pms-finder-use" aria-hidden>
                  {t.use}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
