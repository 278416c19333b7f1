import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * The site built with BASE_PATH=/notes into out-notes/ from the base-path fixture
 * (`node scripts/base-path-build.mjs`, which says what it holds and why), served under /notes/
 * only: npx playwright test -c playwright.base-path.config.ts
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e-base-path',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT} --dir out-notes`,
    url: `http://127.0.0.1:${PORT}/notes/`,
    env: { BASE_PATH: '/notes' },
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
