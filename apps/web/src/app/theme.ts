import { type CSSVariablesResolver, createTheme, darken, type MantineColorsTuple } from '@mantine/core';
import type { TenantConfig } from '@mhq/domain';

/** Relative luminance contrast against white (WCAG 2). */
function contrastWithWhite(hex: string): number {
  const channel = (i: number) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (l + 0.05);
}

/** The lightest shade of the brand scale on which white text is readable (WCAG AA 4.5:1). */
function readableShade(shades: readonly string[]): number {
  const index = shades.findIndex((s) => contrastWithWhite(s) >= 4.5);
  return index === -1 ? shades.length - 1 : index;
}

export function buildTheme(tenant: TenantConfig) {
  const brand = tenant.colors.primary as unknown as MantineColorsTuple;
  const shade = readableShade(tenant.colors.primary) as 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  return createTheme({
    primaryColor: 'brand',
    primaryShade: { light: shade, dark: shade },
    colors: { brand },
    defaultRadius: 'md',
    fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
    headings: { fontWeight: '700' },
    components: {
      Button: { defaultProps: { radius: 'md' } },
      Paper: { defaultProps: { radius: 'lg' } },
      Card: { defaultProps: { radius: 'lg' } },
      Modal: {
        defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
        styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } },
      },
      // Toasts: the close button needs a name for screen readers.
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    },
  });
}

/**
 * Two contrast fixes to Mantine's defaults (WCAG AA):
 * - 'dimmed' text (input descriptions, toast messages) is gray 6, about 3.3:1 on white: use gray 7;
 * - a filled button hovers one shade darker, but from the darkest shade (9) one lighter; for a brand whose
 *   only readable shade is 9 (vision) the hover would fall below 4.5:1, so it hovers darker instead, and a light
 *   button's words (shade 9 on a tint of it) are darkened the same way.
 */
export function buildCssVariablesResolver(tenant: TenantConfig): CSSVariablesResolver {
  const shade = readableShade(tenant.colors.primary);
  const darkest = tenant.colors.primary[tenant.colors.primary.length - 1] ?? '#000000';
  const light: Record<string, string> = { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' };
  if (shade === 9) {
    light['--mantine-color-brand-filled-hover'] = darken(darkest, 0.12);
    // A light button's words in the darkest shade sit on a brand-tinted ground: darker still to stay above 4.5:1.
    light['--mantine-color-brand-light-color'] = darken(darkest, 0.12);
  }
  return () => ({ variables: {}, light, dark: light });
}
