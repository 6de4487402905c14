import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ENROLMENT_TEXTS, type Lang } from './enrolment-texts';

const STORAGE_KEY = 'enrolmentLanguage';

const isLang = (value: unknown): value is Lang => value === 'en' || value === 'es';

function remembered(): Lang | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLang(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The enrolment pages' language: `?lang=es` first, else the one the visitor chose before (kept in localStorage),
 * else English. On the patient's own page the document's lang follows, so screen readers speak the right language;
 * inside the office area (whose menus stay English) the form's container carries it instead.
 */
export function useEnrolmentLanguage({ documentLang = true }: { documentLang?: boolean } = {}) {
  const [search, setSearch] = useSearchParams();
  const fromUrl = search.get('lang');
  const [lang, setLangState] = useState<Lang>(() => (isLang(fromUrl) ? fromUrl : (remembered() ?? 'en')));

  useEffect(() => {
    if (isLang(fromUrl)) setLangState(fromUrl);
  }, [fromUrl]);

  useEffect(() => {
    if (!documentLang) return;
    const root = document.documentElement;
    const before = root.lang;
    root.lang = lang;
    return () => {
      root.lang = before || 'en';
    };
  }, [lang, documentLang]);

  const setLang = useCallback(
    (next: Lang) => {
      setLangState(next);
      try {
        localStorage.setItem(STORAGE_KEY, next);
      } catch {
        // Private browsing may refuse storage: the choice then lasts for this page only.
      }
      if (search.has('lang')) {
        setSearch(
          (s) => {
            s.set('lang', next);
            return s;
          },
          { replace: true },
        );
      }
    },
    [search, setSearch],
  );

  return { lang, setLang, t: ENROLMENT_TEXTS[lang] };
}
