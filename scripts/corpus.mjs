// Corpus report: posts and docs, tags, characters per entry (min/median/max), entries with code,
// and paragraphs that appear in two entries (there should be none). Exit 1 on a shared paragraph.
// Usage: node scripts/corpus.mjs
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./lib/corpus.ts');
process.exitCode = main();
