// Checks MDX content without building the site: front matter, MDX syntax, code languages and
// internal links. Usage: node scripts/check-content.mjs [files or folders under content/]
import { register } from 'tsx/esm/api';
import { loadEnvFiles } from './lib/env-files.mjs';

// The .env files, as the build loads them (a no-op under npm run build: its process did).
loadEnvFiles();
register();
const { main } = await import('./lib/check-content.ts');
process.exitCode = await main(process.argv.slice(2));
