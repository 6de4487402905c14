import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Lang } from '../enrolment/enrolment-texts';
import { TextField } from '../enrolment/fields';
import { REFERRAL_TEXTS } from './referral-texts';
import { paymentUniqueIdOfPasted } from './share-links';

/** Asks for the link a bare referral address lacks, and opens the page it names (`to` makes the path). */
export function PasteLinkForm({ lang, to }: { lang: Lang; to: (paymentUniqueId: string) => string }) {
  const r = REFERRAL_TEXTS[lang];
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const id = paymentUniqueIdOfPasted(typed);
        if (!id) {
          setError(r.pasteInvalid);
          return;
        }
        navigate(`${to(id)}?lang=${lang}`);
      }}
    >
      <TextField
        label={r.pasteLabel}
        hint={r.pasteHint}
        name="link"
        inputMode="url"
        autoComplete="off"
        value={typed}
        error={error}
        onChange={(e) => {
          setTyped(e.target.value);
          setError(undefined);
        }}
      />
      <div className="enrol-actions">
        <button type="submit" className="enrol-button" disabled={typed.trim() === ''}>
          {r.open}
        </button>
      </div>
    </form>
  );
}
