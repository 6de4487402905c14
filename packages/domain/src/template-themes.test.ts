import { describe, expect, it } from 'vitest';
import { TEMPLATE_THEMES } from './lists';
import {
  AA_CONTRAST,
  contrastRatio,
  customThemeProblem,
  mixWithWhite,
  THEME_COLORS,
  themeColors,
} from './template-themes';
import { TENANT_IDS } from './tenants';

describe('template themes (spec 01 section 3)', () => {
  it.each(TENANT_IDS)('gives every %s theme but custom its colours, and text reads on them at AA', (brand) => {
    const offered = TEMPLATE_THEMES[brand].map((o) => o.value).filter((v) => v !== 'custom');
    expect(Object.keys(THEME_COLORS[brand]).sort()).toEqual([...offered].sort());
    for (const theme of offered) {
      const c = themeColors(brand, theme);
      expect(contrastRatio(c.primary, c.onPrimary)).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(c.accent, c.onAccent)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it('computes WCAG contrast: black on white is 21:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('refuses a custom colour no text reads on, and a malformed one', () => {
    expect(customThemeProblem('#ff0000', '#1864ab')).toMatch(/primary colour #ff0000 has a contrast of 4\.0:1/);
    expect(customThemeProblem('#1864ab', '#808080')).toMatch(/accent colour #808080/);
    expect(customThemeProblem('#1864ab', 'blue')).toMatch(/accent colour as #rrggbb/);
    expect(customThemeProblem('#1864ab', '#fcc419')).toBeNull();
  });

  it('uses the custom pair, and falls back to classic for another brand theme or an unreadable pair', () => {
    expect(themeColors('dental', 'custom', { primary: '#222222', accent: '#fcc419' })).toMatchObject({
      theme: 'custom',
      onPrimary: '#ffffff',
      onAccent: '#1a1b1e',
    });
    expect(themeColors('vision', 'navyOrange').theme).toBe('classic');
    expect(themeColors('dental', 'custom', { primary: '#ff0000', accent: '#000000' }).theme).toBe('classic');
  });
});

describe('tints', () => {
  it('mixes a colour with white', () => {
    expect(mixWithWhite('#000000', 0.5)).toBe('#808080');
    expect(mixWithWhite('#1864ab', 0)).toBe('#1864ab');
    expect(mixWithWhite('#1864ab', 1)).toBe('#ffffff');
  });
});
