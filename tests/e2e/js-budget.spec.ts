import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { measurePages, overBudget, type Budget } from '../../scripts/lib/js-budget';

// Reads the built out/ (no browser): every page's <script src> files, gzip -6, against
// scripts/bench/js-budget.json. A failure names the page type, its heaviest page and the chunk that grew.
test('every page type loads at most floor + headroom of JavaScript', () => {
  const budget = JSON.parse(readFileSync(path.join(process.cwd(), 'scripts/bench/js-budget.json'), 'utf8')) as Budget;
  const pages = measurePages(path.join(process.cwd(), 'out'));
  expect(pages.length, 'pages found in out/').toBeGreaterThan(100);
  expect(overBudget(pages, budget), 'page types over their JavaScript budget').toEqual([]);
});
