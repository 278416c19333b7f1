import path from 'node:path';
import { writeSearchIndex } from './lib/search-index';
for (const s of writeSearchIndex(path.resolve(process.argv[2] ?? 'out'))) console.log(s.locale, 'shards', s.shards, 'chunks', s.chunks, 'files', s.files, 'packParts', s.packParts);
