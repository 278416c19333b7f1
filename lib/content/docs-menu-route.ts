import { docs } from '@/lib/content';
import type { Locale } from '@/lib/i18n/locales';
import { menuFile } from './docs-menu';

/**
 * The route handler of a locale's docs menu files (app/docs-menu/[file], app/(en)/en/docs-menu/[file]):
 * exported as static JSON, one file per sidebar, named with a hash of its content.
 */
export function menuFileRoute(locale: Locale) {
  const all = () => Object.values(docs.sidebars(locale)).map((s) => menuFile(s, locale));
  return {
    generateStaticParams: () => all().map((f) => ({ file: f.name })),
    async GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
      const { file } = await params;
      const found = all().find((f) => f.name === file);
      if (!found) return new Response('Not found', { status: 404 });
      return new Response(found.body, { headers: { 'content-type': 'application/json; charset=utf-8' } });
    },
  };
}
