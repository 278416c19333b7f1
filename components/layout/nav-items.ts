import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { hasRoute } from '@/lib/routes/table';
import { site } from '@/lib/site/config';

/** `match`/`except`: see isActivePath (the notes link stands for the whole docs section). */
export type ResolvedLink = { label: string; href: string; match?: string; except?: string[] };
export type ResolvedItem = ResolvedLink | { label: string; items: ResolvedLink[] };

/**
 * Navbar items with translated labels and localised hrefs. An item whose route the build does
 * not produce is left out, so the menu never links to a missing page.
 */
export function navItems(locale: Locale): ResolvedItem[] {
  const t = getT(locale);
  const link = (l: { label: string; href: string }): ResolvedLink | null =>
    hasRoute(l.href) ? { label: t(`nav.${l.label}` as never), href: localePath(locale, l.href) } : null;
  const items = site.navbar.items.flatMap((item): ResolvedItem[] => {
    if ('items' in item) {
      const items = item.items.map(link).filter((l): l is ResolvedLink => l !== null);
      return items.length ? [{ label: t(`nav.${item.label}` as never), items }] : [];
    }
    const l = link(item);
    return l ? [l] : [];
  });
  // The first docs link is active on every docs page (root, categories, tags) that no other docs link holds.
  const docsRoot = localePath(locale, '/docs');
  const docs = items.flatMap((i) => ('items' in i ? i.items : [i])).filter((l) => l.href.startsWith(docsRoot));
  if (docs.length) Object.assign(docs[0], { match: docsRoot, except: docs.slice(1).map((l) => l.href) });
  return items;
}

export function footerColumns(locale: Locale) {
  const t = getT(locale);
  return site.footer.columns
    .map((c) => ({
      title: t(`footer.${c.title}` as never),
      items: c.items
        .filter((i) => hasRoute(i.href))
        .map((i) => ({ label: t(`nav.${i.label}` as never), href: localePath(locale, i.href) })),
    }))
    .filter((c) => c.items.length > 0);
}
