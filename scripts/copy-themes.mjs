// Copies the two PrimeReact themes the skins use into web/public/themes (generated, not committed).
import { cpSync, mkdirSync } from 'node:fs';

for (const theme of ['lara-light-teal', 'lara-dark-teal']) {
  mkdirSync(`web/public/themes/${theme}`, { recursive: true });
  cpSync(`node_modules/primereact/resources/themes/${theme}/theme.css`, `web/public/themes/${theme}/theme.css`);
}
