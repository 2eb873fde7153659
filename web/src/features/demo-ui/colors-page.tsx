import { useAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectButton } from 'primereact/selectbutton';
import { ShowcasePage, ShowcaseSection } from '../../components/showcase';
import { SKINS, skinAtom, type Skin } from '../../state/skin';
import { PALETTES, ROLE_VARIABLES, STEPS, useThemeValues } from './colors/theme-variables';
import './colors/colors.css';

const ROLE_NAMES = ROLE_VARIABLES.map((v) => v.variable);
const PALETTE_NAMES = PALETTES.flatMap((palette) => STEPS.map((step) => `--${palette}-${step}`));

function Swatch({ variable, value, label }: { variable: string; value: string; label?: string }) {
  return (
    <li className="swatch">
      <span className="swatch__colour" style={{ background: `var(${variable})` }} aria-hidden="true" />
      <span className="swatch__text">
        {label ? <span className="swatch__label">{label}</span> : null}
        <code>{variable}</code>
        <span className="swatch__value">{value}</span>
      </span>
    </li>
  );
}

/** /ui/colors: the theme's variables as swatches, in the skin chosen here (the portal's own). */
export default function ColorsPage() {
  const { t, i18n } = useLingui();
  const [skin, setSkin] = useAtom(skinAtom);
  const roles = useThemeValues(ROLE_NAMES);
  const palette = useThemeValues(PALETTE_NAMES);
  const skinNames: Record<Skin, string> = { light: t`Light`, dark: t`Dark`, bordered: t`Bordered`, 'semi-dark': t`Semi-dark` };

  return (
    <ShowcasePage
      title={<Trans>Colours</Trans>}
      intro={<Trans>The theme's variables as the screens use them. Switch the skin to see each value in the light and the dark skin; the values shown are read from the page.</Trans>}
      actions={
        <SelectButton
          value={skin}
          options={SKINS.map((value) => ({ value, label: skinNames[value] }))}
          onChange={(e) => e.value && setSkin(e.value as Skin)}
          allowEmpty={false}
          aria-label={t`Skin`}
        />
      }
    >
      <ShowcaseSection title={<Trans>Colours by role</Trans>}>
        <ul className="swatches swatches--roles">
          {ROLE_VARIABLES.map(({ variable, role }) => (
            <Swatch key={variable} variable={variable} value={roles[variable] ?? ''} label={i18n._(role)} />
          ))}
        </ul>
      </ShowcaseSection>
      <ShowcaseSection title={<Trans>Palettes</Trans>} description={<Trans>Each scale of the theme at five of its ten steps.</Trans>}>
        <div className="palettes">
          {PALETTES.map((name) => (
            <div key={name} className="palette">
              <h3 className="palette__title">{name}</h3>
              <ul className="swatches">
                {STEPS.map((step) => {
                  const variable = `--${name}-${step}`;
                  return <Swatch key={variable} variable={variable} value={palette[variable] ?? ''} />;
                })}
              </ul>
            </div>
          ))}
        </div>
      </ShowcaseSection>
    </ShowcasePage>
  );
}
