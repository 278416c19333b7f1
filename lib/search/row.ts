import type { Parts, SearchGroup } from './types';

/** One step of a result's trail: a crumb of the page (the site's words), or a heading of the hit (the entry's text, in its language). */
export type TrailStep = { parts: Parts; heading: boolean };

/** What a search page row shows, decided once for both of its renderers. */
export type RowParts = {
  href: string;
  title: Parts;
  /** The entry's language when it is not the page's: on the title, the headings of the trail and the snippet. */
  lang: string | undefined;
  /** The '中文' badge after the title. */
  badge: boolean;
  trail: TrailStep[];
  /** null: no snippet paragraph. */
  snippet: Parts | null;
};

/**
 * The parts of one search page row: the early rows' HTML (lib/search/early-rows.ts), painted
 * before React hydrates, and React's rows (components/search/SearchPageView.client.tsx), which
 * must match them byte for byte, both render what this decides (the trail splits at
 * `g.crumbs.length`: crumbs before, the hit's headings after).
 */
export function rowParts(g: SearchGroup): RowParts {
  const hit = g.hits[0];
  return {
    href: hit?.url ?? g.url,
    title: g.title,
    lang: g.lang,
    badge: g.lang === 'zh-CN',
    trail: [...g.crumbs.map((c) => ({ parts: [c], heading: false })), ...(hit?.headings ?? []).map((parts) => ({ parts, heading: true }))],
    snippet: hit && hit.snippet.join('') ? hit.snippet : null,
  };
}
