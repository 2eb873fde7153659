import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEMO_AREAS } from './web/src/lib/catalog-areas';

/**
 * One catalog per area so that parallel work on different areas never edits the same file:
 * shell (app, layout, lib, shared components), auth (sign-in and miscellaneous pages),
 * careers (public board), careers-admin, applicant, and one per demo app (its feature folder).
 * The SPA merges the catalogs of the active locale.
 */
const area = (name: string, include: string[]) => ({
  path: `<rootDir>/web/src/locales/{locale}/${name}`,
  include: include.map((dir) => `<rootDir>/web/src/${dir}`),
});

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'de', 'pt'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    area('shell', ['app', 'layout', 'lib', 'components', 'state']),
    area('auth', ['features/auth', 'features/misc']),
    area('careers', ['features/careers']),
    area('careers-admin', ['features/careers-admin']),
    area('applicant', ['features/applicant']),
    ...Object.keys(DEMO_AREAS).map((name) => area(name, [`features/${name}`])),
  ],
});
