import { VALIDATION_MESSAGES } from '@mhq/domain';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { EnrolmentTexts, Lang } from './enrolment-texts';
import { messageIn } from './enrolment-texts';
import { Notice, TextField } from './fields';
import { type FrameVariant, PublicFrame } from './PublicFrame';

type Props = {
  lang: Lang;
  onLang: (lang: Lang) => void;
  t: EnrolmentTexts;
  notFound?: boolean;
  variant?: FrameVariant;
  /** Where the practice's page is, by its link name: its /signup page unless the widget or the tablet asks. */
  linkTo?: (slug: string) => string;
};

const signupPath = (slug: string) => `/signup/${slug}`;

/** /enroll without a practice, or a link to none: a short page asking for the practice's link name. */
export function OfficeLinkPrompt({ lang, onLang, t, notFound, variant, linkTo = signupPath }: Props) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const open = (event: FormEvent) => {
    event.preventDefault();
    // Accept the whole link too: keep its last part.
    const slug = value.trim().toLowerCase().replace(/\/+$/, '').split('/').pop() ?? '';
    if (!/^[a-z0-9-]{1,80}$/.test(slug)) {
      setError(messageIn(lang, slug ? VALIDATION_MESSAGES.invalidData : VALIDATION_MESSAGES.required));
      return;
    }
    const to = linkTo(slug);
    navigate(`${to}${lang === 'es' ? `${to.includes('?') ? '&' : '?'}lang=es` : ''}`);
  };
  return (
    <PublicFrame title={notFound ? t.notFoundTitle : t.findTitle} lang={lang} onLang={onLang} t={t} variant={variant}>
      <form className="enrol-step enrol-narrow" onSubmit={open} noValidate>
        {notFound && <Notice kind="info">{t.notFoundLead}</Notice>}
        <p className="enrol-lead">{t.findLead}</p>
        <TextField
          label={t.linkName}
          hint={t.linkNameHint}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={value}
          error={error}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(undefined);
          }}
        />
        <div className="enrol-actions">
          <button type="submit" className="enrol-button">
            {t.open}
          </button>
        </div>
      </form>
    </PublicFrame>
  );
}
