import { describe, expect, it, vi } from 'vitest';

describe('the ability', () => {
  it('follows CASL’s arrival even when it was read before and subscribed to only after', async () => {
    // A fresh module: CASL not fetched yet (the test setup fetched it for the other tests).
    vi.resetModules();
    const { createStore } = await import('jotai');
    const session = await import('./session');
    const store = createStore();
    store.set(session.userDataAtom, { role: 'admin', ability: [{ action: 'manage', subject: 'all' }] } as never);
    expect(store.get(session.abilityAtom)).toBeNull();
    await session.loadCasl();
    const unsubscribe = store.sub(session.abilityAtom, () => undefined);
    expect(store.get(session.abilityAtom)?.can('manage', 'Job')).toBe(true);
    unsubscribe();
  });
});
