import { env } from './env';

/** An embed a body may use (`site.content.iframeEmbeds`). */
export type IframeEmbed = { host: string; path: RegExp; params: readonly string[]; shape: string };

const IFRAME_EMBEDS: readonly IframeEmbed[] = [
  { host: 'www.youtube-nocookie.com', path: /^\/embed\/[\w-]{11}$/, params: ['start', 'end', 'rel', 'cc_load_policy', 'hl'], shape: 'https://www.youtube-nocookie.com/embed/<11-character id>' },
  { host: 'player.bilibili.com', path: /^\/player\.html$/, params: ['bvid', 'aid', 'cid', 'p', 'page', 'autoplay', 'danmaku', 'high_quality'], shape: 'https://player.bilibili.com/player.html?bvid=<id>' },
];

/** One typed site config: identity, navigation, footer, announcement. Deployment values come from env. */
export const site = {
  title: 'Inkstone',
  tagline: '',
  url: env.siteUrl,
  basePath: env.basePath,
  editUrl: env.editUrl,
  version: '3.0.0',
  logo: { src: '/img/logo.svg', srcDark: '/img/logo-dark.svg', alt: 'Inkstone logo', href: '/' },
  author: { key: 'yan', twitter: '' },
  announcement: {
    /** Change the id to show a dismissed bar again. */
    id: 'new-site-2024',
    content: {
      'zh-CN': '新站点上线：博客、笔记和项目都搬到了这里，旧链接会逐步迁移。',
      en: 'The new site is live: the blog, notes and projects all live here now.',
    },
    backgroundColor: '#1f2937',
    textColor: '#f9fafb',
    isCloseable: true,
  } as { id: string; content: Record<'zh-CN' | 'en', string>; backgroundColor: string; textColor: string; isCloseable: boolean } | null,
  navbar: {
    hideOnScroll: false,
    /** Items point at locale-free paths; labels are message keys under `nav`. */
    items: [
      { label: 'blog', href: '/blog' },
      { label: 'project', href: '/project' },
      {
        label: 'more',
        items: [
          { label: 'archive', href: '/blog/archive' },
          { label: 'notes', href: '/docs/skill' },
          { label: 'resources', href: '/resources' },
          { label: 'friends', href: '/friends' },
          { label: 'tools', href: '/docs/tools' },
        ],
      },
    ],
  },
  /** The MDX content policy (README, "Content policy"). */
  content: {
    /**
     * The only embeds an `<iframe src>` in a post or doc may be: per host, its player's path and the
     * query parameters the player takes (values plain words). A host alone is not enough: a video
     * host also serves redirects, sign-in pages and search (`/redirect?q=https://evil.example`).
     */
    iframeEmbeds: IFRAME_EMBEDS,
    /** The hosts of `iframeEmbeds` (the CSP's frame-src). */
    iframeHosts: IFRAME_EMBEDS.map((e) => e.host) as readonly string[],
    /** Hosts an image, video or audio in a post or doc may load from (https only); none: every media file is under public/. */
    mediaHosts: [] as readonly string[],
    /**
     * Limits the content check enforces before parsing a file (errors, file:line): a larger file,
     * a longer line or deeper nesting costs the parser and the highlighter minutes of CPU or
     * overflows the stack. The real content stays far below them (largest file 22 kB, longest
     * line 1,000 characters, nesting 14).
     */
    maxFileBytes: 200_000,
    maxLineChars: 5_000,
    maxNesting: 32,
  },
  footer: {
    columns: [
      { title: 'learn', items: [{ label: 'blog', href: '/blog' }, { label: 'archive', href: '/blog/archive' }, { label: 'notes', href: '/docs/skill' }] },
      { title: 'site', items: [{ label: 'project', href: '/project' }, { label: 'about', href: '/about' }] },
      { title: 'community', items: [{ label: 'friends', href: '/friends' }, { label: 'resources', href: '/resources' }] },
    ],
    since: 2020,
  },
} as const;

export type NavLink = { label: string; href: string };
export type NavItem = NavLink | { label: string; items: readonly NavLink[] };
