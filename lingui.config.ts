import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { DEMO_AREAS } from './web/src/lib/catalog-areas';

/**
 * One catalog per area so that parallel work on different areas never edits the same file:
 * shell (app, layout, lib, shared components: what every page needs), workspace (the shell's
 * parts that only the pages past the public careers pages need), auth (sign-in and miscellaneous pages),
 * careers (public board), careers-admin, applicant, and one per demo app (its feature folder).
 * The SPA merges the catalogs of the active locale.
 */
const area = (name: string, include: string[], exclude: string[] = []) => ({
  path: `<rootDir>/web/src/locales/{locale}/${name}`,
  include: include.map((dir) => `<rootDir>/web/src/${dir}`),
  exclude: exclude.map((dir) => `<rootDir>/web/src/${dir}`),
});

/** The shell's parts that only the pages past the public careers pages use (lib/catalog-areas.ts). */
const WORKSPACE = [
  'app/workspace-routes.ts',
  'layout/customizer.tsx',
  'layout/horizontal-menu.tsx',
  'layout/menu-items.ts',
  'layout/navbar.tsx',
  'layout/vertical-menu.tsx',
  'lib/api-errors.ts',
  'lib/audience-words.ts',
  'lib/equal-opportunities-vocabulary.ts',
  'lib/invoice-vocabulary.ts',
  'lib/offer-vocabulary.ts',
  'lib/reference-vocabulary.ts',
  'lib/interview-vocabulary.ts',
  'lib/prime-aria.ts',
  'lib/prime-locale.ts',
  'lib/typebox-resolver.ts',
  'components/confirm-dialog.tsx',
  'components/list-kit',
  'components/local-date-input.tsx',
  'components/offer-terms.tsx',
  'components/page-states.tsx',
  'components/rich-text',
  'components/side-panel/panel-actions.tsx',
];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'de', 'pt'],
  fallbackLocales: { default: 'en' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    area('shell', ['app', 'layout', 'lib', 'components', 'state'], WORKSPACE),
    area('workspace', WORKSPACE),
    area('auth', ['features/auth', 'features/misc']),
    // The job board's "Get alerts for this search" dialog is loaded on demand with the applicant catalog (the alerts' pages'), not on first load.
    area('careers', ['features/careers'], ['features/careers/jobs/save-alert-dialog.tsx']),
    area('accessibility', ['features/careers-accessibility']),
    area('careers-admin', ['features/careers-admin']),
    area('applicant', ['features/applicant', 'features/careers/jobs/save-alert-dialog.tsx', 'features/referee']),
    ...Object.keys(DEMO_AREAS).map((name) => area(name, [`features/${name}`])),
  ],
});
