import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '@lingui/core';

// Web unit tests render in English with the source messages (no catalog needed).
i18n.loadAndActivate({ locale: 'en', messages: {} });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
