import { setImmediate } from 'node:timers/promises';

/**
 * For long work done in the web process (the alert digest): `await slice()` between steps hands the
 * event loop back to waiting requests once `ms` have passed since it last did, and costs nothing
 * otherwise. Requests then wait at most about `ms` behind the work, not for the whole of it.
 */
export function timeSlices(ms = 10) {
  let since = performance.now();
  return async function slice() {
    if (performance.now() - since < ms) return;
    await setImmediate();
    since = performance.now();
  };
}
