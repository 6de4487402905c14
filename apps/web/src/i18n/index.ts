import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

/** i18next for the signed-in areas; English is bundled, Spanish loads on demand. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'es'],
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Switch language; Spanish resources are fetched the first time. */
export async function changeLanguage(lng: 'en' | 'es'): Promise<void> {
  if (lng === 'es' && !i18n.hasResourceBundle('es', 'translation')) {
    const { es } = await import('./es');
    i18n.addResourceBundle('es', 'translation', es, true, true);
  }
  await i18n.changeLanguage(lng);
  document.documentElement.lang = lng;
}
