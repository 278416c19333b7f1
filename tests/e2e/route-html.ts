import { parse, type DefaultTreeAdapterTypes as P5 } from 'parse5';

/**
 * What the route check reads from a page's HTML, without a browser: everything here is in the
 * markup the static host sends, before any script runs (tests/e2e/routes.spec.ts says why).
 */
export type PageFacts = {
  lang: string | undefined;
  title: string | undefined;
  h1s: number;
  canonical: string[];
  /** hreflang → href of every <link rel="alternate" hreflang>. */
  alternates: Record<string, string[]>;
  /** Every href/src/srcset value of a, link, script, img, source and iframe (raw, as written). */
  urls: string[];
  /** Each id written on more than one element of the document (template contents aside: they are not in it). */
  duplicateIds: string[];
};

const URL_ATTRS: Record<string, string[]> = {
  a: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  iframe: ['src'],
};

/**
 * Visits every element under `node` in document order (template contents included). parse5's own
 * tree, not hast: the check reads 748 pages (57 MB of HTML) a run, and converting each tree to
 * hast with source positions took 2.3 s of its 3.8 s of CPU.
 */
function walk(node: P5.ParentNode, visit: (e: P5.Element) => void) {
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    visit(child);
    walk(child, visit);
    if (child.tagName === 'template') walk((child as P5.Template).content, visit);
  }
}

const attr = (e: P5.Element, name: string) => e.attrs.find((a) => a.name === name)?.value;

function text(node: P5.ParentNode): string {
  return node.childNodes.map((c) => (c.nodeName === '#text' ? (c as P5.TextNode).value : 'childNodes' in c ? text(c) : '')).join('');
}

/** An attribute's URLs: a srcset is a comma-separated list of "url [descriptor]". */
function values(value: string | undefined, name: string): string[] {
  if (value === undefined) return [];
  return name === 'srcset' ? value.split(',').map((v) => v.trim().split(/\s+/)[0]).filter(Boolean) : [value];
}

/** The ids that more than one element of the document carries (a template's contents are a separate fragment: not counted). */
export function duplicateIds(root: P5.ParentNode): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  const visit = (node: P5.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const id = attr(child, 'id');
      if (id !== undefined) (seen.has(id) ? twice : seen).add(id);
      visit(child);
    }
  };
  visit(root);
  return [...twice];
}

export function pageFacts(html: string): PageFacts {
  const doc = parse(html);
  const facts: PageFacts = { lang: undefined, title: undefined, h1s: 0, canonical: [], alternates: {}, urls: [], duplicateIds: duplicateIds(doc) };
  let inHead = false;
  walk(doc, (e) => {
    if (e.tagName === 'html') facts.lang = attr(e, 'lang');
    if (e.tagName === 'head') inHead = true;
    if (e.tagName === 'title' && inHead && facts.title === undefined) facts.title = text(e);
    if (e.tagName === 'body') inHead = false;
    if (e.tagName === 'h1') facts.h1s++;
    if (e.tagName === 'link') {
      const rel = (attr(e, 'rel') ?? '').split(/\s+/);
      const hreflang = attr(e, 'hreflang');
      if (rel.includes('canonical')) facts.canonical.push(String(attr(e, 'href')));
      if (rel.includes('alternate') && hreflang !== undefined) (facts.alternates[hreflang] ??= []).push(String(attr(e, 'href')));
    }
    for (const name of URL_ATTRS[e.tagName] ?? []) facts.urls.push(...values(attr(e, name), name));
  });
  return facts;
}

export type RouteContext = {
  /** Absolute origin of canonical URLs (SITE_URL). */
  siteUrl: string;
  /** '' or '/notes'. */
  basePath: string;
  siteTitle: string;
  /** The route of each locale for this page, as served without the base path: { 'zh-CN': '/blog/', en: '/en/blog/' }. */
  twins: { 'zh-CN': string; en: string };
  locale: 'zh-CN' | 'en';
};

/** The site path (base path kept) an internal URL points at, without query or hash; null for external or non-page URLs. */
export function internalPath(raw: string, ctx: Pick<RouteContext, 'siteUrl'>): string | null {
  let href = raw.trim();
  if (!href || href.startsWith('#') || /^(mailto:|tel:|javascript:|data:|blob:)/i.test(href)) return null;
  if (href.startsWith(`${ctx.siteUrl}/`) || href === ctx.siteUrl) href = href.slice(ctx.siteUrl.length) || '/';
  else if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return null;
  if (!href.startsWith('/')) return null; // relative links: the site writes none (check-links rejects them in the build)
  return href.split(/[?#]/)[0];
}

function decoded(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/**
 * The problems of one page's HTML, each a sentence (the caller prefixes the route). Links are
 * returned for the caller to resolve over HTTP (`links`), so a target shared by 700 pages is
 * requested once.
 */
export function routeProblems(facts: PageFacts, ctx: RouteContext): { problems: string[]; links: string[] } {
  const problems: string[] = [];
  const wantLang = ctx.locale;
  if (facts.lang !== wantLang) problems.push(`<html lang> is ${JSON.stringify(facts.lang)}, expected "${wantLang}"`);
  const suffix = ` | ${ctx.siteTitle}`;
  if (!facts.title || !facts.title.endsWith(suffix) || !facts.title.slice(0, -suffix.length).trim())
    problems.push(`<title> is ${JSON.stringify(facts.title)}, expected "{page title}${suffix}"`);
  if (facts.h1s !== 1) problems.push(`${facts.h1s} <h1> elements, expected exactly one`);
  for (const id of facts.duplicateIds) problems.push(`id ${JSON.stringify(id)} is on more than one element`);
  const abs = (route: string) => `${ctx.siteUrl}${ctx.basePath}${route}`;
  const expectOne = (what: string, got: string[] | undefined, want: string) => {
    const list = (got ?? []).map(decoded);
    if (list.length !== 1 || list[0] !== want) problems.push(`${what} is ${list.length ? list.map((u) => JSON.stringify(u)).join(', ') : 'missing'}, expected "${want}"`);
  };
  const self = ctx.twins[ctx.locale];
  expectOne('canonical', facts.canonical, abs(self));
  expectOne('alternate zh-CN', facts.alternates['zh-CN'], abs(ctx.twins['zh-CN']));
  expectOne('alternate en', facts.alternates.en, abs(ctx.twins.en));
  expectOne('alternate x-default', facts.alternates['x-default'], abs(ctx.twins['zh-CN']));
  const links = [...new Set(facts.urls.map((u) => internalPath(u, ctx)).filter((u): u is string => u !== null))];
  if (ctx.basePath) {
    for (const l of links) if (l !== ctx.basePath && !l.startsWith(`${ctx.basePath}/`)) problems.push(`link ${l} leaves the base path ${ctx.basePath}`);
  }
  return { problems, links };
}

/** The zh-CN and en routes of a served route ('/en/blog/' ↔ '/blog/'). */
export function twinsOf(route: string): Pick<RouteContext, 'twins' | 'locale'> {
  if (route.startsWith('/en/')) return { locale: 'en', twins: { en: route, 'zh-CN': route.slice(3) } };
  return { locale: 'zh-CN', twins: { 'zh-CN': route, en: `/en${route}` } };
}
