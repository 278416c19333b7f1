import { devDynamicFile } from '@/lib/routes/dev-dynamic';
import * as figures from '../../figures/[file]/route';
import * as docsMenu from '../../docs-menu/[file]/route';
import * as docsMenuEn from '../../(en)/en/docs-menu/[file]/route';

/**
 * `next dev` only (the `.dev.ts` page extension, next.config.ts): the dynamic route handlers,
 * served without the dev server's per-request params worker (lib/routes/dev-rewrites.ts).
 */
export const GET = devDynamicFile([
  { pattern: '/figures/[file]', module: figures },
  { pattern: '/docs-menu/[file]', module: docsMenu },
  { pattern: '/en/docs-menu/[file]', module: docsMenuEn },
]);
