import { describe, expect, it, vi } from 'vitest';
import { Autosaver, type Prepared, type SaveState, type Timers } from './autosave';

/** Timers driven by the test: `tick(ms)` runs what is due. */
function manualTimers() {
  let now = 0;
  let next = 1;
  const due = new Map<number, { at: number; fn: () => void }>();
  const timers: Timers = {
    set: (fn, ms) => {
      const id = next++;
      due.set(id, { at: now + ms, fn });
      return id;
    },
    clear: (id) => void due.delete(id as number),
  };
  const tick = (ms: number) => {
    now += ms;
    for (const [id, t] of [...due]) {
      if (t.at <= now) {
        due.delete(id);
        t.fn();
      }
    }
  };
  return { timers, tick, pending: () => due.size };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(opts: { prepare?: (v: string) => Prepared<string>; save?: (v: string) => Promise<void> } = {}) {
  const clock = manualTimers();
  const sent: string[] = [];
  const states: SaveState[] = [];
  const save = vi.fn(opts.save ?? (async (v: string) => void sent.push(v)));
  const saver = new Autosaver<string>({
    delay: 800,
    save,
    onState: (s) => states.push(s),
    prepare: opts.prepare,
    timers: clock.timers,
    now: () => new Date('2026-11-22T10:15:00'),
  });
  return { saver, clock, sent, states, save, kinds: () => states.map((s) => s.kind) };
}

describe('autosave', () => {
  it('sends once, 800 ms after the last change, only the newest value', async () => {
    const { saver, clock, sent, kinds } = setup();
    saver.change('a');
    clock.tick(500);
    saver.change('ab');
    clock.tick(500);
    saver.change('abc');
    clock.tick(799);
    expect(sent).toEqual([]);
    expect(saver.dirty).toBe(true);
    clock.tick(1);
    await settle();
    expect(sent).toEqual(['abc']);
    expect(kinds()).toEqual(['pending', 'pending', 'pending', 'saving', 'saved']);
    expect(saver.dirty).toBe(false);
  });

  it('sends at once on flush (blur, leaving a section) and cancels the timer', async () => {
    const { saver, clock, sent } = setup();
    saver.change('x');
    await saver.flush();
    expect(sent).toEqual(['x']);
    expect(clock.pending()).toBe(0);
    await saver.flush();
    expect(sent).toEqual(['x']);
  });

  it('keeps one request at a time; what is typed meanwhile follows with the newest value', async () => {
    let release!: () => void;
    const sent: string[] = [];
    const { saver, clock } = setup({
      save: (v) => {
        sent.push(v);
        return sent.length === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
      },
    });
    saver.change('one');
    clock.tick(800);
    saver.change('two');
    saver.change('three');
    clock.tick(800);
    await settle();
    expect(sent).toEqual(['one']);
    release();
    await settle();
    await settle();
    expect(sent).toEqual(['one', 'three']);
    expect(saver.dirty).toBe(false);
  });

  it('keeps a failed value for a retry, and reports the error', async () => {
    let fail = true;
    const sent: string[] = [];
    const { saver, states } = setup({
      save: async (v) => {
        if (fail) throw new Error('offline');
        sent.push(v);
      },
    });
    saver.change('kept');
    await saver.flush();
    expect(states.at(-1)).toEqual({ kind: 'failed', error: new Error('offline') });
    expect(saver.dirty).toBe(true);
    fail = false;
    await saver.flush();
    expect(sent).toEqual(['kept']);
    expect(states.at(-1)).toEqual({ kind: 'saved', at: new Date('2026-11-22T10:15:00') });
  });

  it('a newer value typed during a failed save wins over the failed one', async () => {
    let calls = 0;
    const sent: string[] = [];
    let reject!: (e: Error) => void;
    const { saver, clock } = setup({
      save: (v) => {
        calls += 1;
        if (calls === 1) return new Promise<void>((_, r) => (reject = r));
        sent.push(v);
        return Promise.resolve();
      },
    });
    saver.change('old');
    clock.tick(800);
    saver.change('new');
    reject(new Error('500'));
    await settle();
    clock.tick(800);
    await settle();
    expect(sent).toEqual(['new']);
  });

  it('sends what `prepare` lets through, reports the held-back part as invalid, and counts it as unsaved', async () => {
    // The part after "!" stands for a field the checks refuse: it is held back, the rest is sent.
    const prepare = (v: string) => (v.includes('!') ? { send: v.split('!')[0]!, held: true } : { send: v, held: false });
    const { saver, clock, sent, kinds } = setup({ prepare });
    saver.change('name!bad date');
    clock.tick(800);
    await settle();
    expect(sent).toEqual(['name']);
    expect(kinds()).toEqual(['pending', 'saving', 'invalid']);
    expect(saver.dirty).toBe(true);
    saver.change('good');
    clock.tick(800);
    await settle();
    expect(sent).toEqual(['name', 'good']);
    expect(kinds().at(-1)).toBe('saved');
    expect(saver.dirty).toBe(false);
  });

  it('sends nothing when nothing new may be sent, and stays invalid while a part is held back', async () => {
    const { saver, clock, sent, kinds } = setup({ prepare: (v) => ({ send: null, held: v.includes('!') }) });
    saver.change('bad!');
    clock.tick(800);
    await settle();
    expect(sent).toEqual([]);
    expect(kinds()).toEqual(['pending', 'invalid']);
    expect(saver.dirty).toBe(true);
    saver.change('same as saved');
    clock.tick(800);
    await settle();
    expect(kinds().at(-1)).toBe('idle');
    expect(saver.dirty).toBe(false);
  });

  it('retries a failed save from what was typed, so a held-back part stays held back', async () => {
    let fail = true;
    const prepare = (v: string) => (v.includes('!') ? { send: v.split('!')[0]!, held: true } : { send: v, held: false });
    const { saver, clock, sent, kinds } = setup({
      prepare,
      save: async (v) => {
        if (fail) throw new Error('offline');
        sent.push(v);
      },
    });
    saver.change('name!bad');
    clock.tick(800);
    await settle();
    expect(kinds().at(-1)).toBe('failed');
    fail = false;
    await saver.flush();
    expect(sent).toEqual(['name']);
    expect(kinds().at(-1)).toBe('invalid');
  });

  it('still sends what is waiting when the page goes away, without reporting to it', async () => {
    const { saver, sent, states } = setup();
    saver.change('last words');
    const before = states.length;
    await saver.dispose();
    expect(sent).toEqual(['last words']);
    expect(states.length).toBe(before);
  });

  it('halted (saved elsewhere first), sends nothing until resumed, then only what is typed after', async () => {
    let saver!: Autosaver<string>;
    const sent: string[] = [];
    const { saver: made, clock, kinds } = setup({
      save: async (v) => {
        if (v === 'stale') {
          saver.halt();
          throw new Error('409');
        }
        sent.push(v);
      },
    });
    saver = made;
    saver.change('stale');
    clock.tick(800);
    await settle();
    expect(kinds().at(-1)).toBe('failed');
    saver.change('typed after the conflict');
    clock.tick(800);
    await saver.flush();
    expect(sent).toEqual([]);
    expect(saver.dirty).toBe(false);
    expect(kinds().at(-1)).toBe('failed');

    saver.resume();
    await saver.flush();
    expect(sent).toEqual([]);
    saver.change('after the reload');
    clock.tick(800);
    await settle();
    expect(sent).toEqual(['after the reload']);
  });
});
