// The JavaScript of every page type against its budget (scripts/bench/js-budget.json; the rules are in
// scripts/lib/js-budget.ts). Usage:
//   node scripts/bench/js-budget.mjs [--out out] [--record]
// --record writes the chunk sizes of each type's heaviest page into scripts/bench/js-budget.json, so
// that the next failure can name the chunk that grew; do it when a change is meant to land.
import { readFileSync, writeFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { heaviestByType, kib, measurePages, overBudget, record } = await import('../lib/js-budget.ts');
const args = process.argv.slice(2);
const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : 'out';
const file = new URL('./js-budget.json', import.meta.url);
const budget = JSON.parse(readFileSync(file, 'utf8'));
const pages = measurePages(out);
const limit = (budget.floorKiB + budget.headroomKiB) * 1024;
console.log(`JS per page type, gzip -6 (heaviest page of each type); budget ${kib(limit)} = floor ${budget.floorKiB} + ${budget.headroomKiB} KiB`);
for (const [type, p] of [...heaviestByType(pages)].sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`${type.padEnd(9)} ${kib(p.gzip).padStart(10)}  ${p.gzip > limit ? 'OVER' : 'ok  '}  +${kib(p.gzip - budget.floorKiB * 1024)} over floor  ${p.route}`);
}
const over = overBudget(pages, budget);
for (const line of over) console.log(`over budget: ${line}`);
if (args.includes('--record')) {
  budget.recorded = record(pages);
  budget.recordedAt = new Date().toISOString().slice(0, 10);
  writeFileSync(file, `${JSON.stringify(budget, null, 2)}\n`);
  console.log(`recorded the chunk sizes in ${file.pathname}`);
}
process.exitCode = over.length ? 1 : 0;
