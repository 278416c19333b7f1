import { menuFileRoute } from '@/lib/content/docs-menu-route';

// The English docs sidebars' menu files (lib/content/docs-menu.ts), written to out/en/docs-menu/.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const { generateStaticParams, GET } = menuFileRoute('en');
