import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { compileMdxUncached } from '../lib/mdx/compile';
const files = process.argv.slice(3);
const out: Record<string, string> = {};
for (const f of files) out[f] = (await compileMdxUncached(readFileSync(f, 'utf8').replace(/^---[\s\S]*?---/, ''), f)).code;
writeFileSync(process.argv[2], JSON.stringify(out));
console.log('rss MB', (process.memoryUsage().rss / 1048576).toFixed(0));
