import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { advice, heldBack } from './deps';

const readme = readFileSync('README.md', 'utf8');
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;
const declared = { ...manifest.dependencies, ...manifest.devDependencies };

describe('npm run deps', () => {
  it('the README names each package it holds back, with a reason, and each is a dependency of the project', () => {
    const held = heldBack(readme);
    expect(held.size).toBeGreaterThan(0);
    expect(held.get('@fullcalendar/react')).toBe(held.get('@fullcalendar/core'));
    for (const [name, reason] of held) {
      expect(declared, `README holds back ${name}, which package.json does not list`).toHaveProperty([name]);
      expect(reason.length, `the reason given for ${name}`).toBeGreaterThan(20);
    }
  });

  it('a major behind prints the README reason when held back, and the command to move otherwise', () => {
    const held = new Map([['typescript', 'openapi-typescript crashes with 7']]);
    expect(advice('typescript', { current: '5.9.3', wanted: '5.9.3', latest: '7.0.2' }, held)).toBe(
      'typescript 5.9.3 → 7.0.2: held back (README): openapi-typescript crashes with 7',
    );
    expect(advice('jotai', { current: '2.20.3', wanted: '2.20.3', latest: '3.0.1' }, held)).toContain('npm install jotai@3');
    expect(advice('lucide-react', { current: '1.75.0', wanted: '1.79.0', latest: '1.79.0' }, held)).toContain('npm update lucide-react');
  });
});
