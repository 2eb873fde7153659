import { describe, expect, it } from 'vitest';
import { timeSlices } from './time-slices.js';

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('time slices', () => {
  it('lets a timer due meanwhile run within about one slice of long work, not after all of it', async () => {
    const slice = timeSlices(10);
    const started = performance.now();
    let ranAt = 0;
    setTimeout(() => (ranAt = performance.now() - started), 0);
    for (let i = 0; i < 30; i++) {
      busy(5);
      await slice();
    }
    const total = performance.now() - started;
    expect(total).toBeGreaterThanOrEqual(150);
    expect(ranAt).toBeGreaterThan(0);
    expect(ranAt).toBeLessThan(total / 2);
  });

  it('does not give the loop back before the slice is used up', async () => {
    const slice = timeSlices(1000);
    let ran = false;
    setImmediate(() => (ran = true));
    for (let i = 0; i < 5; i++) await slice();
    expect(ran).toBe(false);
  });
});
