// npm run new -- post "Title" [--tags a,b] [--slug s] | npm run new -- doc <folder> "Title": starts a
// post or a note with valid front matter (scripts/lib/new-entry.ts).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../lib/new-entry.ts');
process.exitCode = main(process.argv.slice(2));
