/**
 * The top costs of a V8 CPU profile (`node --cpu-prof`): self time by function and by where the
 * code comes from (a package, Node's own code, the portal, the garbage collector), idle excluded.
 *
 *   npx tsx scripts/cpu-profile-top.ts CPU.….cpuprofile [count]
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
export interface CpuProfile {
  /** Microseconds on the monotonic clock (process.hrtime's, the same for every process of the machine). */
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a function comes from: the npm package, node:internal, the portal's bundle, or V8's own entries. */
function origin(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return 'node:internal';
  return 'portal';
}

function add(totals: Map<string, number>, key: string, ms: number) {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}

/** A stretch of the profile, in microseconds of process.hrtime (a turn of load against one target). */
export interface Window {
  from: number;
  to: number;
}

export function topCosts(profile: CpuProfile, count = 15, windows?: Window[]) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byFunction = new Map<string, number>();
  const byOrigin = new Map<string, number>();
  let busy = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += profile.timeDeltas[i] ?? 0;
    if (windows && !windows.some((w) => at >= w.from && at <= w.to)) return;
    if (frame.functionName === '(idle)') return;
    busy += ms;
    const file = frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/');
    add(byFunction, `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}` : ''}`, ms);
    add(byOrigin, origin(frame.url, frame.functionName), ms);
  });
  const top = (totals: Map<string, number>) =>
    [...totals].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => ({ name, ms, share: ms / busy }));
  return { busyMs: busy, functions: top(byFunction), origins: top(byOrigin) };
}

export function formatTopCosts(profile: CpuProfile, count = 15, windows?: Window[]): string {
  const { busyMs, functions, origins } = topCosts(profile, count, windows);
  const rows = (list: { name: string; share: number }[]) => list.map((r) => `  ${(r.share * 100).toFixed(1).padStart(5)}%  ${r.name}`).join('\n');
  return `busy ${(busyMs / 1000).toFixed(1)} s\nby origin:\n${rows(origins)}\nby function:\n${rows(functions)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, count] = process.argv.slice(2);
  console.log(formatTopCosts(JSON.parse(readFileSync(file!, 'utf8')), Number(count ?? 15)));
}
