import { menuFileRoute } from '@/lib/content/docs-menu-route';

// The zh-CN docs sidebars' menu files (lib/content/docs-menu.ts), written to out/docs-menu/.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const { generateStaticParams, GET } = menuFileRoute('zh-CN');
