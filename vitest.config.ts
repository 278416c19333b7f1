import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = { '@': path.resolve(import.meta.dirname) };
/** Files that replace a module (vi.mock): each needs a module graph of its own. */
const MOCKING = ['tests/unit/docs-version-ui.test.tsx', 'tests/unit/base-path-fixture.test.ts'];

// Worker threads, and one module graph per worker for the files that mock nothing: the unit tests
// are pure functions over fixtures, and loading shiki, MDX and the content loader once per worker
// instead of once per file took the step from 35 s to 15 s of CPU (45 files, 318 tests). A file
// that mocks a module or changes shared state (globals, prototypes, a module's cache) goes in
// MOCKING, which keeps the default isolation.
export default defineConfig({
  resolve: { alias },
  test: {
    pool: 'threads',
    projects: [
      { resolve: { alias }, test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], exclude: MOCKING, environment: 'node', testTimeout: 20000, isolate: false } },
      { resolve: { alias }, test: { name: 'isolated', include: MOCKING, environment: 'node', testTimeout: 20000 } },
    ],
  },
});
