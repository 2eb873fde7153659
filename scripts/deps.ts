/**
 * `npm run deps`: what is behind (npm outdated) and what to do about each package: a major behind
 * that the README holds back prints the README's reason; any other is the next move, one command away.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface Outdated {
  current?: string;
  wanted: string;
  latest: string;
}

/** The README's "Dependencies" section: `- \`name\` [and \`other\`] stay(s) on N: reason` lines. */
export function heldBack(readme: string): Map<string, string> {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Dependencies')) ?? '';
  const held = new Map<string, string>();
  for (const line of section.split('\n')) {
    const match = /^- (.*?) stays? on [^:]+: (.+)$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    for (const [, name] of match[1].matchAll(/`([^`]+)`/g)) if (name) held.set(name, match[2]);
  }
  return held;
}

const major = (version: string | undefined) => Number(version?.split('.')[0] ?? 0);

/** One line of advice per outdated package. */
export function advice(name: string, info: Outdated, held: Map<string, string>): string {
  const versions = `${info.current ?? 'not installed'} → ${info.latest}`;
  if (major(info.latest) > major(info.current)) {
    const reason = held.get(name);
    return reason ? `${name} ${versions}: held back (README): ${reason}` : `${name} ${versions}: a major behind: npm install ${name}@${major(info.latest)}, in its own commit`;
  }
  if (info.wanted !== info.current) return `${name} ${versions}: npm update ${name}`;
  return `${name} ${versions}: the registry's latest tag is older than what is installed; nothing to do`;
}

function main() {
  const result = spawnSync('npm', ['outdated', '--json'], { encoding: 'utf8' });
  if (result.error) throw result.error;
  const outdated = JSON.parse(result.stdout || '{}') as Record<string, Outdated | Outdated[]>;
  const held = heldBack(readFileSync(new URL('../README.md', import.meta.url), 'utf8'));
  const names = Object.keys(outdated).sort();
  if (names.length === 0) console.log('Every dependency is on its latest version.');
  for (const name of names) {
    const info = outdated[name]!;
    console.log(advice(name, Array.isArray(info) ? info[0]! : info, held));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
