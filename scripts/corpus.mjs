// Corpus report: posts and docs, tags, characters per entry (min/median/max), entries with code,
// closing-formula endings, Chinese paragraphs with ASCII quotes or 「」, and paragraphs that
// appear in two entries (there should be none). Exit 1 on a shared paragraph.
// Usage: node scripts/corpus.mjs [--list]   (--list names the entries behind each count)
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./lib/corpus.ts');
process.exitCode = main(process.argv.slice(2));
