import path from 'node:path';
import type { Locale } from '@/lib/i18n/locales';
import { withoutTrailingSlash } from '@/lib/routes/paths';
import type { Tag } from './blog';
import { DOCS_DIR, loadDocs, localizeDoc, readJson, type LoadedDocs, type LocalizedDoc } from './docs';
import {
  allCategories,
  buildSidebars,
  categoryTrail,
  prevNext,
  sidebarOfDocs,
  type NavEntry,
  type Sidebar,
  type SidebarCategory,
} from './docs-sidebars';
import { VERSION_CONFIGS, versionBanner, versionLinks, type DocsVersion, type VersionBanner, type VersionLink } from './docs-version';
import { ContentError } from './errors';
import { LIVE, perContent, reportProblems } from './live';

/** A card of a generated index page: a doc or a sub-category. */
/** `lang`: language of a doc card's title and description in this locale. */
export type DocCard = { kind: 'doc' | 'category'; title: string; description?: string; href: string; count?: number; lang?: Locale };

export type DocCategoryIndex = {
  slug: string;
  /** Locale-free: /docs/category/<slug> */
  permalink: string;
  label: string;
  description?: string;
  sidebar: string;
  items: DocCard[];
};

/** A breadcrumb; `lang` when its label is not in the page's language (the current doc's title). */
export type Crumb = { label: string; href?: string; lang?: Locale };

export type DocPage = {
  doc: LocalizedDoc;
  sidebar?: Sidebar;
  breadcrumbs: Crumb[];
  prev?: NavEntry;
  next?: NavEntry;
  version: DocsVersion;
  banner: VersionBanner | null;
  /** The same doc in every version, for the version menu (shown when there is more than one). */
  versions: VersionLink[];
};

export type DocTagSummary = Tag & { count: number };

/**
 * The docs facade over one docs folder (content/docs, or a test fixture). Content is read and
 * validated once, at the first access; views ask for localised entries.
 */
export function createDocs(dir = DOCS_DIR) {
  const load = perContent(`docs:${dir}`, () => {
    const problems: string[] = [];
    const loaded = loadDocs(dir, LIVE ? { sink: problems } : {});
    const sidebarsFile = `${path.relative(process.cwd(), dir).split(path.sep).join('/')}/sidebars.json`;
    let config: unknown = {};
    try {
      config = readJson(path.join(dir, 'sidebars.json')) ?? {};
    } catch (err) {
      if (!LIVE) throw err;
      problems.push(`${sidebarsFile}: (file): invalid JSON: ${(err as Error).message}`);
    }
    const state = { loaded, config, sidebarsFile, sidebars: new Map<Locale, Record<string, Sidebar>>() };
    // Build once eagerly so a broken sidebar fails at the first content access (under `next dev`,
    // its problems are reported with the docs' own and its valid entries kept).
    state.sidebars.set('zh-CN', buildSidebars(config, loaded, 'zh-CN', sidebarsFile, LIVE ? problems : undefined));
    if (LIVE) reportProblems(dir === DOCS_DIR ? 'docs' : dir, problems);
    return state;
  });

  function sidebars(locale: Locale): Record<string, Sidebar> {
    const state = load();
    let built = state.sidebars.get(locale);
    if (!built) {
      built = buildSidebars(state.config, state.loaded, locale, state.sidebarsFile, LIVE ? [] : undefined);
      state.sidebars.set(locale, built);
    }
    return built;
  }

  function cardsOf(category: SidebarCategory, locale: Locale): DocCard[] {
    const byId = new Map(load().loaded.docs.map((d) => [d.id, d]));
    return category.items.flatMap((item): DocCard[] => {
      if (item.type === 'link') {
        if (item.unlisted) return [];
        const doc = item.docId ? byId.get(item.docId) : undefined;
        const l = doc && localizeDoc(doc, locale);
        return [{ kind: 'doc', title: l?.title ?? item.label, description: l?.description, href: item.href, lang: l?.bodyLang }];
      }
      const firstHref = (c: SidebarCategory): string | undefined =>
        c.href ?? c.items.map((i) => (i.type === 'link' ? i.href : firstHref(i))).find(Boolean);
      const href = firstHref(item);
      if (!href) return [];
      const linkDoc = item.linkDocId ? byId.get(item.linkDocId) : undefined;
      return [{
        kind: 'category',
        title: item.label,
        description: item.description ?? (linkDoc && localizeDoc(linkDoc, locale).description),
        href,
        count: item.items.length,
      }];
    });
  }

  function version(locale: Locale = 'zh-CN'): DocsVersion {
    const { loaded } = load();
    const config = VERSION_CONFIGS[0];
    return {
      ...config,
      isLast: true,
      docs: loaded.docs.map((d) => d.id),
      draftIds: loaded.draftIds,
      sidebars: sidebars(locale),
    };
  }

  return {
    /** The versions, latest first (one today). */
    versions(locale: Locale = 'zh-CN'): DocsVersion[] {
      return [version(locale)];
    },
    version,
    /** Every doc of the version (unlisted ones included: each gets a page). */
    all(locale: Locale): LocalizedDoc[] {
      return load().loaded.docs.map((d) => localizeDoc(d, locale));
    },
    byId(id: string, locale: Locale): LocalizedDoc | undefined {
      const doc = load().loaded.docs.find((d) => d.id === id);
      return doc && localizeDoc(doc, locale);
    },
    byPath(permalink: string, locale: Locale): LocalizedDoc | undefined {
      const clean = withoutTrailingSlash(permalink);
      const doc = load().loaded.docs.find((d) => d.permalink === clean);
      return doc && localizeDoc(doc, locale);
    },
    sidebars,
    /** The sidebar that shows a doc, if any. */
    sidebarOf(docId: string): string | undefined {
      return sidebarOfDocs(sidebars('zh-CN')).get(docId);
    },
    /** Everything a doc page shows around the body. */
    page(permalink: string, locale: Locale): DocPage | undefined {
      const doc = this.byPath(permalink, locale);
      if (!doc) return undefined;
      const name = this.sidebarOf(doc.id);
      const sidebar = name ? sidebars(locale)[name] : undefined;
      // The loader reads one docs folder, one version: every doc belongs to it, and a doc's
      // permalink is the same whichever version is asked for.
      const versions = this.versions(locale);
      const [v] = versions;
      const permalinkOf = (_version: string, id: string) => this.byId(id, locale)?.permalink;
      const trail = sidebar ? categoryTrail(sidebar, doc.permalink) : [];
      const root = sidebar?.root && sidebar.root.href !== doc.permalink ? [{ label: sidebar.root.label, href: sidebar.root.href }] : [];
      return {
        doc,
        sidebar,
        breadcrumbs: [...root, ...trail.map((c) => ({ label: c.label, href: c.href })), { label: doc.sidebar_label ?? doc.title, lang: doc.bodyLang === locale ? undefined : doc.bodyLang }],
        ...(sidebar ? prevNext(sidebar, doc.permalink) : {}),
        version: v,
        banner: versionBanner(v, versions, doc.id, permalinkOf),
        versions: versionLinks(v.name, versions, doc.id, permalinkOf),
      };
    },
    /** Generated category index pages of every sidebar. */
    categories(locale: Locale): DocCategoryIndex[] {
      const seen = new Map<string, string>();
      const out: DocCategoryIndex[] = [];
      for (const sidebar of Object.values(sidebars(locale))) {
        for (const c of allCategories(sidebar.items)) {
          if (!c.indexSlug) continue;
          const other = seen.get(c.indexSlug);
          if (other) throw new ContentError([`content/docs: category slug "${c.indexSlug}" is used by "${other}" and "${c.label}"`]);
          seen.set(c.indexSlug, c.label);
          out.push({
            slug: c.indexSlug,
            permalink: `/docs/category/${c.indexSlug}`,
            label: c.label,
            description: c.description,
            sidebar: sidebar.name,
            items: cardsOf(c, locale),
          });
        }
      }
      return out;
    },
    category(slug: string, locale: Locale): DocCategoryIndex | undefined {
      return this.categories(locale).find((c) => c.slug === slug);
    },
    /** Breadcrumbs of a generated index page. */
    categoryBreadcrumbs(slug: string, locale: Locale): Crumb[] {
      for (const sidebar of Object.values(sidebars(locale))) {
        const href = `/docs/category/${slug}`;
        const cat = allCategories(sidebar.items).find((c) => c.indexSlug === slug);
        if (!cat) continue;
        const root = sidebar.root ? [{ label: sidebar.root.label, href: sidebar.root.href }] : [];
        return [...root, ...categoryTrail(sidebar, href).map((c) => ({ label: c.label, href: c.href })), { label: cat.label }];
      }
      return [];
    },
    /** Tags of listed docs with their counts, sorted by label. */
    tags(): DocTagSummary[] {
      const counts = new Map<string, DocTagSummary>();
      for (const d of load().loaded.docs) {
        if (d.unlisted) continue;
        for (const t of d.tags) {
          const entry = counts.get(t.slug) ?? { ...t, count: 0 };
          entry.count += 1;
          counts.set(t.slug, entry);
        }
      }
      return [...counts.values()].sort((a, b) => a.label.localeCompare(b.label, 'zh-CN'));
    },
    /** Listed docs of one tag, by title. */
    tagDocs(slug: string, locale: Locale): LocalizedDoc[] {
      return this.all(locale)
        .filter((d) => !d.unlisted && d.tags.some((t) => t.slug === slug))
        .sort((a, b) => a.title.localeCompare(b.title, locale));
    },
    /** Docs in the first version, for the profile card. */
    count(): number {
      return version().docs.length;
    },
  };
}

export type Docs = ReturnType<typeof createDocs>;

/** The site's docs. */
export const docs = createDocs();
