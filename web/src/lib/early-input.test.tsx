import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent } from '@testing-library/react';
import { takeEarlyInput } from './early-input-taken';
import { replayEarlyInput } from './early-input';

/** A server-rendered form whose state React shows beside it. */
function Form() {
  const [open, setOpen] = useState(false);
  const [shift, setShift] = useState('day');
  const [remote, setRemote] = useState(false);
  const [words, setWords] = useState('');
  const [town, setTown] = useState('');
  return (
    <form>
      <button type="button" onClick={() => setOpen((o) => !o)}>
        Filters
      </button>
      <input type="radio" name="shift" value="day" aria-label="Day" checked={shift === 'day'} onChange={() => setShift('day')} />
      <input type="radio" name="shift" value="night" aria-label="Night" checked={shift === 'night'} onChange={() => setShift('night')} />
      <input type="checkbox" aria-label="Remote" checked={remote} onChange={(e) => setRemote(e.target.checked)} />
      <input aria-label="Words" value={words} onChange={(e) => setWords(e.target.value)} />
      <input aria-label="Town" value={town} onChange={(e) => setTown(e.target.value)} />
      <output>{JSON.stringify({ open, shift, remote, words, town })}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  window.__earlyClicks = undefined;
});

const field = (label: string) => document.querySelector<HTMLInputElement>(`[aria-label="${label}"]`)!;
const shown = () => JSON.parse(document.querySelector('output')!.textContent!);

/** The form rendered by the server, put in the page, and its hydration. */
function serverRendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  const hydrate = () =>
    act(() => {
      root = hydrateRoot(container, <Form />);
    });
  return { button: container.querySelector('button')!, early: () => takeEarlyInput(container), hydrate };
}

describe('what a visitor did before the page was hydrated', () => {
  it('is handed to React once hydrated: a chosen radio button, a ticked box, typed text, a click', () => {
    const page = serverRendered();
    // Before the scripts: the browser alone changes the fields; the starter keeps the click.
    field('Night').checked = true;
    field('Remote').checked = true;
    field('Words').value = 'nurse';
    window.__earlyClicks = [page.button];
    const early = page.early();
    page.hydrate();
    act(() => replayEarlyInput(early));
    expect(shown()).toEqual({ open: true, shift: 'night', remote: true, words: 'nurse', town: '' });
    expect([field('Day').checked, field('Night').checked]).toEqual([false, true]);
  });

  it('stops at hydration: what React heard itself is not done a second time when the replay arrives', () => {
    const page = serverRendered();
    window.__earlyClicks = [];
    const early = page.early();
    expect(window.__earlyClicks).toBeNull();
    page.hydrate();
    // The starter keeps no click once the page is React's (its listener checks the list is still its own).
    act(() => {
      fireEvent.click(page.button);
      fireEvent.change(field('Town'), { target: { value: 'Kisumu' } });
    });
    act(() => replayEarlyInput(early));
    expect(shown()).toEqual({ open: true, shift: 'day', remote: false, words: '', town: 'Kisumu' });
  });
});
