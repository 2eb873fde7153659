import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Calls the API as the user signed in on `page` (a fresh access token from the refresh cookie), to
 * prepare what a journey needs and to check what the screens saved.
 */
export async function demoApi(page: Page) {
  const token = await page.evaluate(async () => {
    const res = await fetch('/api/jwt/refresh-token', { method: 'POST', credentials: 'same-origin' });
    return ((await res.json()) as { accessToken: string }).accessToken;
  });
  const headers = { authorization: `Bearer ${token}` };
  return {
    async get<T>(path: string): Promise<T> {
      const res = await page.request.get(path, { headers });
      expect(res.status(), await res.text()).toBe(200);
      return res.json() as Promise<T>;
    },
    async post<T>(path: string, data: unknown, status = 200): Promise<T> {
      const res = await page.request.post(path, { headers, data });
      expect(res.status(), await res.text()).toBe(status);
      return res.json() as Promise<T>;
    },
    async del(path: string, status = 200): Promise<void> {
      const res = await page.request.delete(path, { headers });
      expect(res.status(), await res.text()).toBe(status);
    },
  };
}
