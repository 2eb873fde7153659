import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT } from '../state/layout';
import { pageLayoutVariant, settingsUnder, shellPartsUnder } from './page-layout-variant';

describe('page-layout variants from ?layout=', () => {
  it('reads the five variants and nothing else', () => {
    expect(pageLayoutVariant('?layout=blank')).toBe('blank');
    expect(pageLayoutVariant('layout=collapsed-menu&page=2')).toBe('collapsed-menu');
    expect(pageLayoutVariant('')).toBeNull();
    expect(pageLayoutVariant('layout=__proto__')).toBeNull();
    expect(pageLayoutVariant('layout=BLANK')).toBeNull();
  });

  it('changes the settings in effect without touching the saved ones', () => {
    const saved = { ...DEFAULT_LAYOUT, layoutType: 'horizontal' as const, navbarType: 'hidden' as const };
    expect(settingsUnder('collapsed-menu', saved)).toMatchObject({ layoutType: 'vertical', menuCollapsed: true });
    expect(settingsUnder('boxed', saved).contentWidth).toBe('boxed');
    expect(settingsUnder('without-menu', saved).navbarType).toBe('floating');
    expect(settingsUnder(null, saved)).toBe(saved);
    expect(saved).toMatchObject({ layoutType: 'horizontal', navbarType: 'hidden', menuCollapsed: false, contentWidth: 'full' });
  });

  it('leaves out the menu without a menu, and everything but the content when blank', () => {
    expect(shellPartsUnder(null)).toEqual({ menu: true, chrome: true });
    expect(shellPartsUnder('empty')).toEqual({ menu: true, chrome: true });
    expect(shellPartsUnder('without-menu')).toEqual({ menu: false, chrome: true });
    expect(shellPartsUnder('blank')).toEqual({ menu: false, chrome: false });
  });
});
