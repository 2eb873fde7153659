import { afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { loadCasl } from './state/session';
import { loadAccountMenu } from './components/user-menu';

// Web unit tests render in English with the source messages (no catalog needed).
i18n.loadAndActivate({ locale: 'en', messages: {} });

// What the SPA fetches before its first render for a signed-in user (main.tsx): CASL and the header's account menu.
beforeAll(async () => {
  await Promise.all([loadCasl(), loadAccountMenu()]);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
