// Corpus report: posts and docs, tags, characters per entry (min/median/max), entries with code,
// closing-formula endings, Chinese paragraphs with ASCII quotes or 「」, note pointers
// (“X 我整理在 [Y 笔记] 里”, full-width parenthetical ones apart), and paragraphs that appear in two
// entries (there should be none). For posts also: posts per weekday, the most common gap between
// consecutive posts and its share, body length p10/median/p90/CV and posts under 1,500 characters;
// for docs: openings in the label template “X 的笔记：A、B、C。”. The targets are in content/README.md
// (Writing) and tests/unit/corpus.test.ts. Last, the release-date check (scripts/lib/release-dates.ts):
// a version named in a post or note before its release (outside a dated update note), or missing
// from scripts/lib/release-dates.json. Exit 1 on a shared paragraph or a release-date problem.
// Usage: node scripts/tools/corpus.mjs [--list]   (--list names the entries behind each count)
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../lib/corpus.ts');
process.exitCode = main(process.argv.slice(2));
