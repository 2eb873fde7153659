import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { rulesForRole } from '../../../../../common/ability';
import { userDataAtom, type UserData } from '../../../state/session';

/** A signed-in user as the API returns it. */
export const userOf = (role: 'admin' | 'client') =>
  ({ id: 1, fullName: 'Test User', username: role, email: `${role}@demo.com`, role, ability: rulesForRole(role), avatar: null, extras: { eCommerceCartItemsCount: 0 } }) as unknown as UserData;

/** Renders a page at `path` under the route pattern `route`, as the SPA would (store, query cache, English, router). */
export function renderPage(ui: ReactElement, { path, route, user = null }: { path: string; route: string; user?: UserData | null }) {
  const store = createStore();
  store.set(userDataAtom, user);
  const location = memoryLocation({ path, record: true });
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queries}>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Route path={route}>{ui}</Route>
          </Router>
        </I18nProvider>
      </Provider>
    </QueryClientProvider>,
  );
  return { ...result, location };
}

/** Answers fetch with `handler(url)`: a body (200) or [status, body]. */
export function stubApi(handler: (url: URL) => unknown) {
  const fetch = vi.fn(async (request: Request) => {
    const answer = handler(new URL(request.url, 'http://localhost'));
    const [status, body] = Array.isArray(answer) && typeof answer[0] === 'number' ? answer : [200, answer];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
