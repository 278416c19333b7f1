import type { Crumb } from '@/lib/content/docs-index';
import { localeConfig, type Locale } from '@/lib/i18n/locales';
import { localePath } from '@/lib/routes/paths';
import { absoluteUrl } from '@/lib/routes/url';
import { site } from '@/lib/site/config';

/**
 * Schema.org structured data (JSON-LD) of the page kinds search engines show richly: a post
 * (BlogPosting), a note (TechArticle with its BreadcrumbList), a generated category page
 * (BreadcrumbList) and the home page (WebSite with a SearchAction, and the author as Person).
 * Built from the same entries the pages render; one script a page (`@graph` when it has two).
 */
export type JsonLdNode = { '@type': string; [key: string]: unknown };
export type JsonLd = { '@context': 'https://schema.org' } & ({ '@graph': JsonLdNode[] } | JsonLdNode);

/** The author as a Person: a name and the about page of the locale. */
export type AuthorRef = { name: string; url: string };

const context = 'https://schema.org' as const;

function pageUrl(locale: Locale, path: string): string {
  return absoluteUrl(localePath(locale, path));
}

/** A profile URL: site paths (`/about`) become the locale's absolute URL, absolute URLs stay. */
export function authorUrl(url: string, locale: Locale): string {
  return /^https?:\/\//.test(url) ? url : pageUrl(locale, url);
}

function person(author: AuthorRef, locale: Locale): JsonLdNode {
  return { '@type': 'Person', name: author.name, url: authorUrl(author.url, locale) };
}

function graph(nodes: JsonLdNode[]): JsonLd {
  return nodes.length === 1 ? { '@context': context, ...nodes[0] } : { '@context': context, '@graph': nodes };
}

type ArticleInput = {
  locale: Locale;
  /** Locale-free path of the page. */
  path: string;
  title: string;
  description: string;
  /** Language of the body shown. */
  bodyLang: Locale;
  authors: AuthorRef[];
  keywords: readonly string[];
  /** Absolute or site path of the social card. */
  image?: string;
  datePublished?: string;
  dateModified?: string;
};

function article(type: 'BlogPosting' | 'TechArticle', a: ArticleInput): JsonLdNode {
  const url = pageUrl(a.locale, a.path);
  return {
    '@type': type,
    '@id': `${url}#article`,
    headline: a.title,
    description: a.description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(a.image ? { image: /^https?:\/\//.test(a.image) ? a.image : absoluteUrl(encodeURI(a.image)) } : {}),
    ...(a.datePublished ? { datePublished: a.datePublished } : {}),
    ...(a.dateModified ? { dateModified: a.dateModified } : {}),
    author: a.authors.map((p) => person(p, a.locale)),
    inLanguage: localeConfig[a.bodyLang].htmlLang,
    ...(a.keywords.length ? { keywords: [...a.keywords] } : {}),
    publisher: { '@type': 'Organization', name: site.title, logo: { '@type': 'ImageObject', url: absoluteUrl(site.logo.src) } },
  };
}

/** A BreadcrumbList from the home page over the crumbs; a crumb without a link ends the list. */
export function breadcrumbList(locale: Locale, homeLabel: string, crumbs: Crumb[], currentPath: string): JsonLdNode {
  const items = [{ label: homeLabel, href: '/' as string | undefined }, ...crumbs];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: pageUrl(locale, i === items.length - 1 ? currentPath : (c.href ?? currentPath)),
    })),
  };
}

export function blogPostingLd(a: ArticleInput): JsonLd {
  return graph([article('BlogPosting', a)]);
}

export function techArticleLd(a: ArticleInput & { homeLabel: string; crumbs: Crumb[] }): JsonLd {
  return graph([article('TechArticle', a), breadcrumbList(a.locale, a.homeLabel, a.crumbs, a.path)]);
}

export function categoryLd(locale: Locale, homeLabel: string, crumbs: Crumb[], path: string): JsonLd {
  return graph([breadcrumbList(locale, homeLabel, crumbs, path)]);
}

/** The home page: the site with its search page as a SearchAction, and its author. */
export function homeLd(o: { locale: Locale; description: string; author: AuthorRef & { image?: string; sameAs: string[]; description: string } }): JsonLd {
  const home = pageUrl(o.locale, '/');
  return graph([
    {
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: site.title,
      url: home,
      description: o.description,
      inLanguage: localeConfig[o.locale].htmlLang,
      publisher: { '@id': `${home}#author` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${pageUrl(o.locale, '/search')}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    {
      ...person(o.author, o.locale),
      '@id': `${home}#author`,
      description: o.author.description,
      ...(o.author.image ? { image: absoluteUrl(o.author.image) } : {}),
      ...(o.author.sameAs.length ? { sameAs: o.author.sameAs } : {}),
    },
  ]);
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes (so no
 * `</script>` or `<!--` can end or change the script), U+2028/U+2029 and the C1 controls and DEL
 * too (JSON.stringify already escapes U+0000–U+001F and lone surrogates). Parses to the same value.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
