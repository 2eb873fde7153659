import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_LAYOUT } from '../state/layout';
import { Customizer } from './customizer';
import { renderShell, saved } from './test-utils';

const open = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Customize the layout' }));
  return screen.getByRole('dialog', { name: 'Theme customizer' });
};
const radio = (panel: HTMLElement, group: string, option: string) =>
  within(within(panel).getByRole('group', { name: group })).getByRole('radio', { name: option }) as HTMLInputElement;

describe('customizer', () => {
  it('starts on the defaults of section 9', () => {
    renderShell(<Customizer />);
    const panel = open();
    expect(radio(panel, 'Skin', 'Light').checked).toBe(true);
    expect(radio(panel, 'Menu layout', 'Vertical').checked).toBe(true);
    expect(radio(panel, 'Content width', 'Full width').checked).toBe(true);
    expect(radio(panel, 'Navbar', 'Floating').checked).toBe(true);
    expect(radio(panel, 'Footer', 'Static').checked).toBe(true);
    expect(radio(panel, 'Page transition', 'Zoom and fade').checked).toBe(true);
    expect((within(panel).getByRole('checkbox', { name: 'Menu collapsed' }) as HTMLInputElement).checked).toBe(false);
    expect((within(panel).getByRole('checkbox', { name: 'Right-to-left' }) as HTMLInputElement).checked).toBe(false);
    expect(DEFAULT_LAYOUT).toEqual({
      layoutType: 'vertical',
      contentWidth: 'full',
      navbarType: 'floating',
      footerType: 'static',
      menuCollapsed: false,
      isRTL: false,
      routeTransition: 'zoom-fade',
    });
  });

  it('saves every choice in localStorage at once', () => {
    renderShell(<Customizer />);
    const panel = open();
    fireEvent.click(radio(panel, 'Skin', 'Semi dark'));
    fireEvent.click(radio(panel, 'Menu layout', 'Horizontal'));
    fireEvent.click(radio(panel, 'Content width', 'Boxed'));
    fireEvent.click(radio(panel, 'Navbar', 'Hidden'));
    fireEvent.click(radio(panel, 'Footer', 'Sticky'));
    fireEvent.click(radio(panel, 'Page transition', 'None'));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Menu collapsed' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Right-to-left' }));
    expect(saved('skin')).toBe('semi-dark');
    expect(saved('layoutSettings')).toEqual({
      layoutType: 'horizontal',
      contentWidth: 'boxed',
      navbarType: 'hidden',
      footerType: 'sticky',
      menuCollapsed: true,
      isRTL: true,
      routeTransition: 'none',
    });
  });

  it('reads the saved settings and resets them to the defaults', () => {
    localStorage.setItem('skin', JSON.stringify('dark'));
    localStorage.setItem('layoutSettings', JSON.stringify({ ...DEFAULT_LAYOUT, navbarType: 'static' }));
    renderShell(<Customizer />);
    const panel = open();
    expect(radio(panel, 'Skin', 'Dark').checked).toBe(true);
    expect(radio(panel, 'Navbar', 'Static').checked).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Reset to defaults' }));
    expect(radio(panel, 'Skin', 'Light').checked).toBe(true);
    expect(radio(panel, 'Navbar', 'Floating').checked).toBe(true);
    expect(localStorage.getItem('skin')).toBeNull();
    expect(localStorage.getItem('layoutSettings')).toBeNull();
  });

  it('fills settings saved without some keys with the defaults', () => {
    localStorage.setItem('layoutSettings', JSON.stringify({ layoutType: 'horizontal' }));
    renderShell(<Customizer />);
    const panel = open();
    expect(radio(panel, 'Menu layout', 'Horizontal').checked).toBe(true);
    expect(radio(panel, 'Navbar', 'Floating').checked).toBe(true);
    fireEvent.click(radio(panel, 'Footer', 'Hidden'));
    expect(saved('layoutSettings')).toEqual({ ...DEFAULT_LAYOUT, layoutType: 'horizontal', footerType: 'hidden' });
  });

  it('takes focus when opened; Escape closes it and focus returns to its button', () => {
    renderShell(<Customizer />);
    const button = screen.getByRole('button', { name: 'Customize the layout' });
    const panel = open();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Close the customizer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
