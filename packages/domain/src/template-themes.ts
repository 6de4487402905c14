/**
 * The colours of each brand's marketing template themes (spec 01 section 3 'Template themes'; issue 26 'Branding'):
 * the office's public enrolment page header and buttons, its mails and its printed QR documents. Text on a theme
 * colour must read at WCAG AA (4.5:1), so each colour carries the text colour that reads on it.
 */
import type { TenantId } from './tenants';

/** AA contrast for normal-size text (WCAG 2.x 1.4.3). */
export const AA_CONTRAST = 4.5;

/** The dark text colour offered when white does not read on a colour (Mantine's dark 7, softer than black). */
export const DARK_TEXT = '#1a1b1e';
export const LIGHT_TEXT = '#ffffff';

export type OfficeThemeColors = {
  /** The theme's key (TEMPLATE_THEMES value): classic, blueGreen, ..., custom. */
  theme: string;
  /** Header and main button colour, #rrggbb. */
  primary: string;
  /** Second colour: links and secondary buttons, #rrggbb. */
  accent: string;
  /** The text colour that reads on primary at AA. */
  onPrimary: string;
  /** The text colour that reads on accent at AA. */
  onAccent: string;
};

const HEX = /^#[0-9a-f]{6}$/;

/** Whether a value is a colour the theme stores: #rrggbb, lower case. */
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

function channel(hex: string, at: number): number {
  const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of #rrggbb. */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour to put on a background: white where it reads at AA, else the dark one; null when neither does. */
export function textColorOn(background: string): string | null {
  if (contrastRatio(background, LIGHT_TEXT) >= AA_CONTRAST) return LIGHT_TEXT;
  if (contrastRatio(background, DARK_TEXT) >= AA_CONTRAST) return DARK_TEXT;
  return null;
}

type Pair = { readonly primary: string; readonly accent: string };

/** Each brand's built-in themes; 'custom' is the office's own pair. Classic is the brand's own colours. */
export const THEME_COLORS: Record<TenantId, Readonly<Record<string, Pair>>> = {
  dental: {
    classic: { primary: '#005db2', accent: '#f5a524' },
    blueGreen: { primary: '#1864ab', accent: '#2b7a3b' },
    navyOrange: { primary: '#1b2a4a', accent: '#f08c00' },
    purpleGray: { primary: '#5f3dc4', accent: '#495057' },
  },
  vision: {
    classic: { primary: '#007d71', accent: '#7048e8' },
    blueGreen: { primary: '#1864ab', accent: '#2f9e44' },
    yellowCharcoal: { primary: '#343a40', accent: '#fcc419' },
  },
};

/** Whether a theme key is one of the brand's (custom included). */
export function isThemeOf(brand: TenantId, theme: string): boolean {
  return theme === 'custom' || Object.hasOwn(THEME_COLORS[brand], theme);
}

/**
 * Why a custom pair cannot be used, in the office's words; null when it reads at AA. The primary colour carries white
 * text (the header, the main buttons) and is itself text on white (links, outlined buttons): the same 4.5:1 against
 * white covers both. The accent carries white or dark text, whichever reads.
 */
export function customThemeProblem(primary: string, accent: string): string | null {
  if (!isHexColor(primary)) return 'Enter the primary colour as #rrggbb.';
  if (!isHexColor(accent)) return 'Enter the accent colour as #rrggbb.';
  const onPrimary = contrastRatio(primary, LIGHT_TEXT);
  if (onPrimary < AA_CONTRAST) {
    return `White text on the primary colour ${primary} has a contrast of ${onPrimary.toFixed(1)}:1; it needs ${AA_CONTRAST}:1. Pick a darker shade.`;
  }
  if (textColorOn(accent) === null) {
    return `No text is readable on the accent colour ${accent} (it needs a contrast of ${AA_CONTRAST}:1). Pick a darker or lighter shade.`;
  }
  return null;
}

/**
 * The colours of an office's theme. An unknown key (a theme from the other brand, or a custom pair that no longer
 * reads) falls back to the brand's classic colours, so a page never shows unreadable text.
 */
export function themeColors(
  brand: TenantId,
  theme: string,
  custom: { primary: string | null; accent: string | null } = { primary: null, accent: null },
): OfficeThemeColors {
  const classic = THEME_COLORS[brand].classic as Pair;
  let key = theme;
  let pair: Pair | undefined = THEME_COLORS[brand][theme];
  if (theme === 'custom' && custom.primary && custom.accent && !customThemeProblem(custom.primary, custom.accent)) {
    pair = { primary: custom.primary, accent: custom.accent };
  }
  if (!pair) {
    key = 'classic';
    pair = classic;
  }
  return {
    theme: key,
    primary: pair.primary,
    accent: pair.accent,
    onPrimary: textColorOn(pair.primary) ?? LIGHT_TEXT,
    onAccent: textColorOn(pair.accent) ?? DARK_TEXT,
  };
}

/** A colour mixed with white (`amount` 0 to 1 of white): the light tints a page's background takes from its theme. */
export function mixWithWhite(hex: string, amount: number): string {
  const mix = (at: number) =>
    Math.round(Number.parseInt(hex.slice(at, at + 2), 16) * (1 - amount) + 255 * amount)
      .toString(16)
      .padStart(2, '0');
  return `#${mix(1)}${mix(3)}${mix(5)}`;
}
