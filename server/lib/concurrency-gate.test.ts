import { describe, expect, it } from 'vitest';
import { ConcurrencyGate } from './concurrency-gate.js';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('a concurrency gate', () => {
  it('runs at most `max` tasks at once, lets `maxWaiting` more wait in order, and refuses the rest', async () => {
    const gate = new ConcurrencyGate(2, 1);
    const started: number[] = [];
    const release = [deferred(), deferred(), deferred()];
    const task = (n: number) => () => {
      started.push(n);
      return release[n]!.promise.then(() => n);
    };
    const refuse = () => new Error('busy');
    const runs = [0, 1, 2].map((n) => gate.run(task(n), refuse));
    await expect(gate.run(task(3), refuse)).rejects.toThrow('busy');
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.stats()).toEqual({ running: 2, waiting: 1 });
    release[0]!.resolve();
    await runs[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual([0, 1, 2]);
    release[1]!.resolve();
    release[2]!.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(gate.stats()).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the place of a task that fails', async () => {
    const gate = new ConcurrencyGate(1, 0);
    await expect(gate.run(() => Promise.reject(new Error('broken')), () => new Error('busy'))).rejects.toThrow('broken');
    expect(await gate.run(() => Promise.resolve('next'), () => new Error('busy'))).toBe('next');
  });
});
