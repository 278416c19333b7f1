// Checks MDX content without building the site: front matter, MDX syntax, code languages and
// internal links. Usage: node scripts/check-content.mjs [files or folders under content/]
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./lib/check-content.ts');
process.exitCode = await main(process.argv.slice(2));
