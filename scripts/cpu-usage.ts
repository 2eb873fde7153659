/**
 * CPU seconds used by groups of processes, read from /proc (Linux), so a benchmark can say where a
 * machine's cores went during a measurement: the portal, PostgreSQL, or the load generator.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function processCpuSeconds(pid: number): number {
  try {
    // Fields after the command name (which may contain spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function pidsNamed(command: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === command;
      } catch {
        return false;
      }
    })
    .map(Number);
}

export interface CpuGroups {
  [group: string]: () => number[];
}

/** Samples each group's CPU seconds now; the returned function gives the cores each group used since (CPU s per wall s). */
export function startCpuWatch(groups: CpuGroups): () => Record<string, number> {
  const began = Date.now();
  const before = new Map<number, number>();
  for (const pids of Object.values(groups)) for (const pid of pids()) before.set(pid, processCpuSeconds(pid));
  return () => {
    const wall = (Date.now() - began) / 1000;
    const used: Record<string, number> = {};
    for (const [group, pids] of Object.entries(groups)) {
      used[group] = pids().reduce((sum, pid) => sum + processCpuSeconds(pid) - (before.get(pid) ?? 0), 0) / wall;
    }
    return used;
  };
}

export const postgresProcesses = () => pidsNamed('postgres');
