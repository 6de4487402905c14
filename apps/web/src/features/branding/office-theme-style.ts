import './office-theme.css';
import type { OfficeThemeShape } from '@mhq/contract';
import { mixWithWhite } from '@mhq/domain';
import type { CSSProperties } from 'react';

/**
 * The CSS variables an office's theme sets on the enrolment page's wrapper (issue 26 'Branding'): the page's own
 * `--brand-*` variables (set for the whole app by app/tenant.ts) are overridden for that page only, and
 * office-theme.css gives the header and its toggle the theme's colours. The same style dresses the branding preview.
 */
export function officeThemeStyle(theme: OfficeThemeShape): CSSProperties {
  return {
    '--brand-strong': theme.primary,
    '--brand-0': mixWithWhite(theme.primary, 0.92),
    '--brand-1': mixWithWhite(theme.primary, 0.82),
    '--theme-on-primary': theme.onPrimary,
    '--theme-accent': theme.accent,
    '--theme-on-accent': theme.onAccent,
  } as CSSProperties;
}

/** The wrapper's class and style for a theme, or nothing (the brand's own look) without one. */
export function themedWrapper(theme: OfficeThemeShape | undefined): { className: string; style?: CSSProperties } {
  return theme ? { className: 'enrol-themed', style: officeThemeStyle(theme) } : { className: '' };
}
