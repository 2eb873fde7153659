import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Icon } from '../components/icon';
import { useDismiss } from '../components/use-dismiss';

import { SKINS, skinAtom, type Skin } from '../state/skin';
import { useLayoutSettings } from './use-layout-settings';
import { iconProps } from './menu-icons';

type Option<T extends string> = { value: T; label: MessageDescriptor };

const SKIN_OPTIONS: Option<Skin>[] = [
  { value: 'light', label: msg`Light` },
  { value: 'dark', label: msg`Dark` },
  { value: 'bordered', label: msg`Bordered` },
  { value: 'semi-dark', label: msg`Semi dark` },
];

type Choice = 'layoutType' | 'contentWidth' | 'navbarType' | 'footerType' | 'routeTransition';

const CHOICES: { key: Choice; legend: MessageDescriptor; options: Option<string>[] }[] = [
  {
    key: 'layoutType',
    legend: msg`Menu layout`,
    options: [
      { value: 'vertical', label: msg`Vertical` },
      { value: 'horizontal', label: msg`Horizontal` },
    ],
  },
  {
    key: 'contentWidth',
    legend: msg`Content width`,
    options: [
      { value: 'full', label: msg`Full width` },
      { value: 'boxed', label: msg`Boxed` },
    ],
  },
  {
    key: 'navbarType',
    legend: msg`Navbar`,
    options: [
      { value: 'floating', label: msg`Floating` },
      { value: 'sticky', label: msg`Sticky` },
      { value: 'static', label: msg`Static` },
      { value: 'hidden', label: msg`Hidden` },
    ],
  },
  {
    key: 'footerType',
    legend: msg`Footer`,
    options: [
      { value: 'static', label: msg`Static` },
      { value: 'sticky', label: msg`Sticky` },
      { value: 'hidden', label: msg`Hidden` },
    ],
  },
  {
    key: 'routeTransition',
    legend: msg`Page transition`,
    options: [
      { value: 'zoom-fade', label: msg`Zoom and fade` },
      { value: 'slide-fade', label: msg`Slide and fade` },
      { value: 'fade', label: msg`Fade` },
      { value: 'fade-bottom', label: msg`Fade from the bottom` },
      { value: 'none', label: msg`None` },
    ],
  },
];

interface CustomizerProps {
  /**
   * Where its button goes: into the navbar (this element), so it never covers the page or the
   * phone menu; without one (the navbar hidden on a wide screen) on the screen edge, where the
   * page leaves room for it. The panel stays open when the button moves.
   */
  dock?: HTMLElement | null;
}

/**
 * The theme customizer: a side panel opened from a button in the navbar (or on the screen edge).
 * Every choice is saved at once (the atoms persist to localStorage); Escape or the close button
 * closes it and focus goes back to the button that opened it.
 */
export function Customizer({ dock = null }: CustomizerProps) {
  const [open, setOpen] = useState(false);
  const { t } = useLingui();
  const panelId = useId();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, panel, opener);

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('input:checked, input, button')?.focus();
  }, [open]);

  const toggle = (
    <button
      ref={opener}
      type="button"
      className={dock ? 'shell-button shell-button--icon customizer-toggle--docked' : 'customizer-toggle'}
      aria-label={t`Customize the layout`}
      title={t`Customize the layout`}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((v) => !v)}
    >
      <Icon {...iconProps('sliders')} />
    </button>
  );

  return (
    <>
      {dock ? createPortal(toggle, dock) : toggle}
      {open && (
        <section ref={panel} id={panelId} className="customizer" role="dialog" aria-labelledby={titleId}>
          <div className="customizer__header">
            <h2 id={titleId}>
              <Trans>Theme customizer</Trans>
            </h2>
            <button
              type="button"
              className="shell-button shell-button--icon"
              aria-label={t`Close the customizer`}
              onClick={() => {
                close();
                opener.current?.focus();
              }}
            >
              <Icon name="close" />
            </button>
          </div>
          <CustomizerForm />
        </section>
      )}
    </>
  );
}

function CustomizerForm() {
  const { i18n } = useLingui();
  const [skin, setSkin] = useAtom(skinAtom);
  const { settings, set, reset } = useLayoutSettings();
  const name = useId();

  return (
    <form className="customizer__body" onSubmit={(e) => e.preventDefault()}>
      <RadioGroup
        name={`${name}-skin`}
        legend={i18n._(msg`Skin`)}
        options={SKIN_OPTIONS.filter((o) => SKINS.includes(o.value))}
        value={skin}
        onChange={(v) => setSkin(v as Skin)}
      />
      {CHOICES.map((choice) => (
        <RadioGroup
          key={choice.key}
          name={`${name}-${choice.key}`}
          legend={i18n._(choice.legend)}
          options={choice.options}
          value={settings[choice.key]}
          onChange={(v) => set(choice.key, v as never)}
        />
      ))}
      <fieldset className="customizer__group">
        <legend>
          <Trans>Menu and direction</Trans>
        </legend>
        <label className="customizer__option">
          <input type="checkbox" checked={settings.menuCollapsed} onChange={(e) => set('menuCollapsed', e.target.checked)} />
          <Trans>Menu collapsed</Trans>
        </label>
        <label className="customizer__option">
          <input type="checkbox" checked={settings.isRTL} onChange={(e) => set('isRTL', e.target.checked)} />
          <Trans>Right-to-left</Trans>
        </label>
      </fieldset>
      <button
        type="button"
        className="shell-button shell-button--outlined"
        onClick={() => {
          reset(RESET);
          setSkin(RESET);
        }}
      >
        <Trans>Reset to defaults</Trans>
      </button>
    </form>
  );
}

interface RadioGroupProps {
  name: string;
  legend: string;
  options: Option<string>[];
  value: string;
  onChange: (value: string) => void;
}

function RadioGroup({ name, legend, options, value, onChange }: RadioGroupProps) {
  const { i18n } = useLingui();
  return (
    <fieldset className="customizer__group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="customizer__option">
          <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
          {i18n._(option.label)}
        </label>
      ))}
    </fieldset>
  );
}
