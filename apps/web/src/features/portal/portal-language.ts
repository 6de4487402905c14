import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../app/current-user';
import { changeLanguage } from '../../i18n';

/** The two languages of the patient's pages (the household's choice, spec 01 section 1). */
export type PortalLang = 'en' | 'es';

/** The language the patient's pages are shown in now. */
export function usePortalLang(): PortalLang {
  const { i18n } = useTranslation();
  return i18n.language === 'es' ? 'es' : 'en';
}

/**
 * A patient page's texts in the household's language: each feature keeps its own `{ en, es }` texts beside it, with
 * the same shape in both languages (the type makes a missing Spanish text a compile error).
 */
export function usePortalTexts<T>(texts: { en: T; es: T }): T {
  return texts[usePortalLang()];
}

/** Follows the signed-in patient's language: the shell's menus and every patient page switch with it. */
export function useFollowPatientLanguage(): void {
  const { language } = useCurrentUser();
  useEffect(() => {
    void changeLanguage(language);
    return () => {
      void changeLanguage('en');
    };
  }, [language]);
}
