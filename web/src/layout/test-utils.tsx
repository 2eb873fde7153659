import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { rulesForRole } from '../../../common/ability';
import { userDataAtom, type UserData } from '../state/session';
import { queryClient } from '../lib/query';
import { ToastProvider } from '../components/toast';

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
 * Renders `ui` as the SPA would (app/providers.tsx): the app's query cache (a test empties it with
 * `queryClient.clear()` afterwards), a fresh Jotai store (reading what localStorage holds now), the
 * English catalog, the toasts and a memory router at `path` (its search included). `user` is stored
 * first under `userData`. Pass the app's own store where code outside React (signOut) must be seen.
 */
export function renderShell(ui: ReactElement, { path = '/', user = null as UserData | null, store = createStore() } = {}) {
  if (user) {
    localStorage.setItem('userData', JSON.stringify(user));
    // The app's store may have read userData already (lib/query.tsx watches it from its import on).
    store.set(userDataAtom, user);
  }
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <ToastProvider>
            <Router hook={location.hook} searchHook={location.searchHook}>
              {ui}
            </Router>
          </ToastProvider>
        </I18nProvider>
      </Provider>
    </QueryClientProvider>,
  );
  return { ...result, store, location };
}

/** The JSON value saved under `key`. */
export function saved(key: string): unknown {
  const raw = localStorage.getItem(key);
  return raw === null ? undefined : JSON.parse(raw);
}
