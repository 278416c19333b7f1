import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Debian's chromium-headless-shell when installed (scripts/test.sh installs it), else its chromium.
 * The shell is the same Chromium version without the browser UI: the one Playwright itself uses for
 * headless runs. The full browser's headless mode runs its UI too (a browser process twice as
 * busy, a GPU process, an omnibox renderer per window): 30 page loads cost 10.1 s of CPU there
 * and 5.8-6.3 s in the shell, and the suite's e2e step about a quarter less CPU.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** E2E tests run against the exported out/ served by a plain static file server. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries, in CI or here: a retry hides the flakiness a reader would meet as a real bug. A test
  // that fails once under load waits for the wrong thing (or the site has a race): fix that.
  retries: 0,
  // The list reporter prints every failure with its error, and test-results/ keeps the failure's
  // screenshot and error-context.md. No HTML report in CI as well: nothing here opens or uploads
  // playwright-report/, and writing it is CPU spent on every run.
  reporter: 'list',
  // How long an assertion waits for the page to get there. A followed link may wait up to 6 s for
  // its own prefetch (lib/browser/route-ready.ts WAIT_MS) before the router takes over, and with two
  // workers on this 2-core machine the new page's render ran as one 1.7 s long task (Long Tasks
  // API, a doc page after a click): Playwright's 5 s default failed 5 of 24 such clicks under four
  // workers, with every file fetched in under 0.3 s. Speed is measured by scripts/bench/nav-speed.mjs.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // No trace: a trace is recorded for every test before its outcome is known (every action,
    // console message and network event appended to a file, then deleted when the test passes),
    // about 9 s of the test runner's CPU a suite run even without the DOM snapshots and the
    // screencast, for the one run in many that fails. A failure still leaves its error with the
    // call log in the list reporter's output, and in test-results/ its screenshot and
    // error-context.md (the page's ARIA snapshot); for the full trace, run that spec again with
    // --trace on (with snapshots: the DOM around each action).
    trace: 'off',
    screenshot: 'only-on-failure',
    // No service worker unless a spec asks for one (tests/e2e/offline.spec.ts does): every test
    // starts in a fresh context, and installing the worker on each of ~900 page loads only adds time.
    serviceWorkers: 'block',
    // One browser context (and its page) per worker, reset between tests instead of created anew:
    // a new context and page cost ~0.37 s of CPU each, ~110 s a suite run. Playwright's reset
    // clears cookies, cache, local storage, IndexedDB and service workers of the origins visited,
    // closes other pages, removes routes, init scripts and bindings and re-applies viewport and
    // emulation (a test.use() of another option, e.g. isMobile, gets a context of its own);
    // tests/e2e/fixtures.ts resets what it leaves (offline, permissions).
    reuseContext: true,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: CHROMIUM,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
  },
});
