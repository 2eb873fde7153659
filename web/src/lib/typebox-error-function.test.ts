import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Object as ObjectOf, String as StringOf } from '@sinclair/typebox';
import { ValueErrorType } from '@sinclair/typebox/errors';
import * as stand from './typebox-error-function';

// The file the SPA's build replaces (vite.config.ts): where TypeBox keeps it, with the same exports.
const typeboxFile = (relative: string) => createRequire(import.meta.url).resolve('@sinclair/typebox').replace(/build[\\/]cjs[\\/]index\.js$/, relative);

describe('the SPA build’s stand-in for TypeBox’s error messages', () => {
  it('has the exports of errors/function.mjs, which errors.mjs imports', () => {
    const original = readFileSync(typeboxFile('build/esm/errors/function.mjs'), 'utf8');
    const exported = [...original.matchAll(/^export function (\w+)/gm)].map((m) => m[1]).sort();
    expect(exported).toEqual(Object.keys(stand).sort());
    expect(readFileSync(typeboxFile('build/esm/errors/errors.mjs'), 'utf8')).toContain("import { GetErrorFunction } from './function.mjs';");
  });

  it('says the kind of the error, and takes another error function', () => {
    const schema = ObjectOf({ name: StringOf({ maxLength: 2 }) });
    const error = { errorType: ValueErrorType.StringMaxLength, path: '/name', schema, value: 'abc', errors: [] };
    expect(stand.GetErrorFunction()(error)).toBe(`TypeBox error ${ValueErrorType.StringMaxLength}`);
    stand.SetErrorFunction(() => 'custom');
    expect(stand.GetErrorFunction()(error)).toBe('custom');
    stand.SetErrorFunction(stand.DefaultErrorFunction);
  });
});
