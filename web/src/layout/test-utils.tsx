import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { rulesForRole } from '../../../common/ability';
import type { UserData } from '../state/session';

/** A stored user as the API returns it after signing in. */
export function demoUser(role: 'admin' | 'client', cart = 0): UserData {
  return {
    id: role === 'admin' ? 1 : 2,
    fullName: role === 'admin' ? 'Ada Admin' : 'Carl Client',
    username: role,
    email: `${role}@demo.com`,
    role,
    status: 'active',
    locale: 'en',
    ability: rulesForRole(role),
    avatar: null,
    extras: { eCommerceCartItemsCount: cart },
  } as UserData;
}

/**
 * Renders `ui` as the SPA would: a fresh Jotai store (reading what localStorage holds now), the
 * English catalog and a memory router at `path`. `user` is stored first under `userData`. Pass
 * the app's own store where code outside React (signOut) must be seen.
 */
export function renderShell(ui: ReactElement, { path = '/', user = null as UserData | null, store = createStore() } = {}) {
  if (user) localStorage.setItem('userData', JSON.stringify(user));
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook}>{ui}</Router>
      </I18nProvider>
    </Provider>,
  );
  return { ...result, store, location };
}

/** The JSON value saved under `key`. */
export function saved(key: string): unknown {
  const raw = localStorage.getItem(key);
  return raw === null ? undefined : JSON.parse(raw);
}
