import { docs as docsContent } from '@/lib/content';
import { flattenSidebar } from '@/lib/content/docs-sidebars';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { hasRoute } from '@/lib/routes/table';
import { site } from '@/lib/site/config';

/** `match`/`except`/`also`: see isActivePath (the notes link stands for the whole docs section). */
export type ResolvedLink = { label: string; href: string; match?: string; except?: string[]; also?: string[] };
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
  // Which docs link is active where (desktop, the 'More' toggle and the drawer read the same data):
  // - a docs link whose href is a sidebar's root (Notes: /docs/skill, Recommended Tools:
  //   /docs/tools) is active on every page of that sidebar, also on docs with a flat slug
  //   outside its folder (/docs/vscode sits in the tools sidebar): `also` lists those pages (only
  //   for the links after the first, which already matches the whole section);
  // - the first docs link (Notes) also stands for the rest of the docs section: /docs/ (it shows
  //   the skill introduction, the same doc as /docs/skill/), /docs/tags/** (doc tags span both
  //   sidebars; they are the notes' index) and /docs/category/** (the generated category pages,
  //   all of the skill sidebar today); `except` leaves out the pages of the other docs links.
  const docsRoot = localePath(locale, '/docs');
  const docs = items.flatMap((i) => ('items' in i ? i.items : [i])).filter((l) => l.href.startsWith(docsRoot));
  const sidebars = Object.values(docsContent.sidebars(locale));
  //   `also` starts with the link's own href (harmless for it), so with one other docs link the
  //   first link's `except` is that very array, which the RSC payload then carries once.
  for (const l of docs.slice(1)) {
    const sidebar = sidebars.find((s) => s.root && localePath(locale, s.root.href) === l.href);
    const pages = sidebar ? flattenSidebar(sidebar).map((e) => localePath(locale, e.permalink)).filter((p) => !p.startsWith(l.href)) : [];
    if (pages.length) l.also = [l.href, ...pages];
  }
  if (docs.length) {
    const others = docs.slice(1);
    const except = others.length === 1 && others[0].also ? others[0].also : others.flatMap((l) => l.also ?? [l.href]);
    Object.assign(docs[0], { match: docsRoot, except });
  }
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
