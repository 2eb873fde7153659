import type { ReactNode } from 'react';

interface MenuChoicesProps<T extends string> {
  items: readonly T[];
  /** The close of the MenuButton whose panel shows the list: choosing an item closes it, then acts. */
  close: () => void;
  onChoose: (item: T) => void;
  /** The item in use now (`aria-current`). */
  current?: T;
  /** For toggles: whether the item is on (`aria-pressed`). */
  pressed?: (item: T) => boolean;
  /** The items are language codes: each button is in its language (`lang`). */
  itemLang?: boolean;
  children: (item: T) => ReactNode;
}

/** A MenuButton's list of choices, each a button (the language switcher, the mail toolbar's menus). */
export function MenuChoices<T extends string>({ items, close, onChoose, current, pressed, itemLang, children }: MenuChoicesProps<T>) {
  return (
    <ul className="menu-list">
      {items.map((item) => (
        <li key={item}>
          <button
            type="button"
            className="menu-list__item"
            lang={itemLang ? item : undefined}
            aria-current={item === current ? 'true' : undefined}
            aria-pressed={pressed?.(item)}
            onClick={() => {
              close();
              onChoose(item);
            }}
          >
            {children(item)}
          </button>
        </li>
      ))}
    </ul>
  );
}
