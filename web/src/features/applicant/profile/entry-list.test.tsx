import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { EntryList } from './entry-list';

interface Item {
  id: string;
  name: string;
}

function List({ initial }: { initial: Item[] }) {
  const [items, setItems] = useState(initial);
  let next = initial.length;
  return (
    <I18nProvider i18n={i18n}>
      <EntryList
        id="things"
        entries={items}
        onChange={setItems}
        create={() => ({ id: `n${++next}`, name: '' })}
        max={3}
        name={(n) => `Thing ${n}`}
        caption={(item) => item.name}
        addLabel="Add a thing"
        empty="No things yet."
      >
        {(item, set) => (
          <label>
            Name
            <input value={item.name} onChange={(e) => set({ name: e.target.value })} />
          </label>
        )}
      </EntryList>
    </I18nProvider>
  );
}

const names = () => screen.getAllByRole('group').map((g) => within(g).getByLabelText('Name').getAttribute('value'));

describe('entry list', () => {
  it('moves entries with buttons, focus following the entry, and says where it went', async () => {
    render(<List initial={[{ id: 'a', name: 'Alpha' }, { id: 'b', name: 'Beta' }, { id: 'c', name: 'Gamma' }]} />);
    expect(screen.getByRole('button', { name: 'Move up: Thing 1' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Thing 1' }));
    expect(names()).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down: Thing 2' }));
    expect(await screen.findByText('Moved to position 2 of 3.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move down: Thing 2' }));
    expect(names()).toEqual(['Beta', 'Gamma', 'Alpha']);
    // Now last: Move down is off, so focus lands on Move up of the same entry.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up: Thing 3' }));
    expect(screen.queryByRole('button', { name: 'Add a thing' })).toBeNull();
  });

  it('adds an entry with focus in its first field, removes one with focus back on Add', () => {
    render(<List initial={[]} />);
    expect(screen.getByText('No things yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a thing' }));
    const first = within(screen.getByRole('group', { name: 'Thing 1' })).getByLabelText('Name');
    expect(document.activeElement).toBe(first);
    fireEvent.change(first, { target: { value: 'Delta' } });
    expect(screen.getByRole('group', { name: /^Thing 1.*Delta/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove: Thing 1' }));
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a thing' }));
  });
});
