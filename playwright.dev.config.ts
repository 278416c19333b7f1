import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The author's loop under `next dev` (tests/e2e-dev): the spec starts its own dev server on a
 * scratch copy of content/ (scripts/lib/dev-server.ts) at E2E_PORT + 1, edits the copy and stops
 * the server when done. npx playwright test -c playwright.dev.config.ts
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-dev',
  fullyParallel: false,
  workers: 1,
  // The dev server compiles each route on its first request: 11 s with its compile cache, up to a
  // minute without one on a loaded 2-core machine. Only those waits are long; each save is held to
  // 2 s by the spec itself.
  timeout: 600_000,
  webServer: undefined,
});
