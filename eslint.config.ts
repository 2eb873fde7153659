import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { boundariesRule } from './scripts/lint/boundaries.ts';
import { disableReasonRule } from './scripts/lint/disable-reason.ts';

/**
 * PrimeReact's `loading` sets the native `disabled` on a Button while it works: the focused button
 * drops the focus to <body> (issue 35, WCAG 2.4.3). components/busy-button.tsx keeps it.
 */
const noLoadingButton = {
  selector: "JSXOpeningElement[name.name='Button'] > JSXAttribute[name.name='loading']",
  message: "Use BusyButton with busy={…} (components/busy-button.tsx), not PrimeReact's Button with loading: loading disables the button and the keyboard focus falls to the page's start.",
};

/**
 * One linter for the whole package (`npm run lint`, run by .ci/run): JavaScript's and
 * typescript-eslint's recommended rules, the rules of hooks, jsx-a11y on the SPA, and the import
 * rules that keep the architecture: no cycles, no duplicate imports, and the boundaries of
 * docs/architecture.md (scripts/lint/boundaries.ts). Every `eslint-disable` says why on its line.
 */
export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'web/src/api/schema.d.ts', 'web/src/locales/**', 'test-results/**', 'playwright-report/**', 'web/public/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, house: { rules: { boundaries: boundariesRule, 'disable-reason': disableReasonRule } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'house/boundaries': 'error',
      'house/disable-reason': 'error',
      // A variable a closure reads before its one assignment cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      'no-duplicate-imports': ['error', { allowSeparateTypeImports: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  { files: ['**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // English dates follow the deployment's region only through lib/date-format.ts.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/date-format.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']", message: 'Format dates with dateFormat() from lib/date-format.ts: English follows the region.' },
        { selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)String$/][arguments.length>0]", message: 'Format dates with dateFormat() from lib/date-format.ts: English follows the region.' },
        noLoadingButton,
      ],
    },
  },
  {
    // The files the date rule leaves out still keep the busy-button rule (one rule list per file).
    files: ['web/src/lib/date-format.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', noLoadingButton] },
  },
);
