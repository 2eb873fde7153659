import { useAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { skinAtom } from '../state/skin';
import { useAfterHydration } from '../lib/server-state';
import { Icon } from './icon';
import { IconToggle } from './icon-toggle';

/** Light ⇄ dark. From the bordered or semi-dark skins it goes to dark. */
export function SkinToggle() {
  const [skin, setSkin] = useAtom(skinAtom);
  const { t } = useLingui();
  // The server renders the light skin's button; the saved skin shows once hydrated (boot.js applied it already).
  const dark = useAfterHydration(skin, 'light') === 'dark';
  return (
    <IconToggle pressed={dark} label={t`Dark skin`} className="needs-script" onClick={() => setSkin(dark ? 'light' : 'dark')}>
      <Icon name={dark ? 'sun' : 'moon'} />
    </IconToggle>
  );
}
