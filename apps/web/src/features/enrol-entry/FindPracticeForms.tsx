import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../app/api';
import { fetchCommunityPage, fetchOfficeBySlug } from '../enrolment/enrolment-api';
import type { Lang } from '../enrolment/enrolment-texts';
import { TextField } from '../enrolment/fields';
import { entryTexts } from './enrol-entry-texts';
import { readLinkOrCode, zipSearchPath } from './entry-links';

type Props = { lang: Lang };

const withLang = (path: string, lang: Lang) =>
  lang === 'es' ? `${path}${path.includes('?') ? '&' : '?'}lang=es` : path;

/** "Find a practice near you": a ZIP code, to the practice search. */
export function ZipSearchForm({ lang }: Props) {
  const t = entryTexts(lang);
  const navigate = useNavigate();
  const [zip, setZip] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const path = zipSearchPath(zip);
    if (!path) return setError(t.zipInvalid);
    navigate(withLang(path, lang));
  };
  return (
    <form className="entry-card" onSubmit={submit} noValidate aria-labelledby="entry-find-title">
      <h2 id="entry-find-title">{t.findTitle}</h2>
      <div className="entry-inline">
        <TextField
          label={t.zip}
          hint={t.zipHint}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={zip}
          error={error}
          onChange={(e) => {
            setZip(e.currentTarget.value.replace(/\D/g, ''));
            setError(undefined);
          }}
        />
        <button type="submit" className="enrol-button">
          {t.search}
        </button>
      </div>
    </form>
  );
}

/** Whether the practice's page or the group's page answers to what was typed. */
async function exists(load: () => Promise<unknown>): Promise<boolean> {
  try {
    await load();
    return true;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return false;
    throw error;
  }
}

/**
 * "Have a link or code from your practice?": a practice's link name goes to its enrolment page (/signup/{slug}), a
 * community or employer group's code to the group's (/community-enroll/{code}); a word that could be both is looked
 * up as a practice first.
 */
export function LinkOrCodeForm({ lang }: Props) {
  const t = entryTexts(lang);
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const read = readLinkOrCode(typed);
    if (!read) return setError(typed.trim() ? t.linkInvalid : t.linkRequired);
    setBusy(true);
    try {
      if (
        read.kind !== 'code' &&
        (read.kind === 'slug' || (await exists(() => fetchOfficeBySlug(read.slug, undefined))))
      ) {
        return navigate(withLang(`/signup/${read.slug}`, lang));
      }
      if (await exists(() => fetchCommunityPage(read.code))) {
        return navigate(withLang(`/community-enroll/${read.code}`, lang));
      }
      setError(t.linkNotFound);
    } catch {
      setError(t.linkCheckFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="entry-card" onSubmit={submit} noValidate aria-labelledby="entry-link-title">
      <h2 id="entry-link-title">{t.linkTitle}</h2>
      <div className="entry-inline">
        <TextField
          label={t.linkLabel}
          hint={t.linkHint}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={typed}
          error={error}
          onChange={(e) => {
            setTyped(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <button type="submit" className="enrol-button" disabled={busy}>
          {busy ? t.checking : t.go}
        </button>
      </div>
    </form>
  );
}
