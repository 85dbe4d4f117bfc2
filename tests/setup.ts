import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Menus, popovers, sheets and the calendar arrive as dynamic imports, which Vitest transforms on
// first use: on a busy 2-core machine that can take longer than findBy's default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  // Backend suites run in the node environment, where there is no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
