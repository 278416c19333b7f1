import { z } from 'zod';

/**
 * Deployment-specific settings: the rules, as pure functions of an environment. lib/site/env.ts
 * reads the process's once; scripts/build.mjs checks them before its first step (a wrong value
 * stops the build with the variable's name, before anything runs).
 */
const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * The origin a build without SITE_URL uses: a reserved name (RFC 2606), right for a local preview
 * only (`npm start`); a deploy build refuses it (deployProblems).
 */
export const PREVIEW_SITE_URL = 'https://inkstone.example';

const schema = z.object({
  /** Absolute origin the site is served from, used for canonical URLs, feeds and the sitemap. */
  SITE_URL: z
    .string()
    .trim()
    .default(PREVIEW_SITE_URL)
    .refine((v) => /^https?:\/\/[^/\s]+$/.test(v.replace(/\/$/, '')), {
      message: 'must be an absolute http(s) origin such as https://example.com',
    })
    .transform((v) => v.replace(/\/$/, '')),
  /** Sub-path the site is hosted under ('' or '/notes'); no trailing slash. */
  BASE_PATH: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || /^\/[\w\-/]*[^/]$/.test(v), {
      message: "must be empty or start with '/' and not end with '/' (e.g. /notes)",
    }),
  /** Repository URL used for "Edit this page" links, e.g. https://github.com/me/site/edit/main. */
  EDIT_URL: optional.pipe(
    z
      .url({ protocol: /^https$/, message: 'must be an https URL such as https://github.com/me/site/edit/main' })
      .optional(),
  ),
  DOCSEARCH_APP_ID: optional,
  DOCSEARCH_API_KEY: optional,
  DOCSEARCH_INDEX_NAME: optional,
  GISCUS_REPO: optional.pipe(
    z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, 'must look like owner/repo')
      .optional(),
  ),
  GISCUS_REPO_ID: optional,
  GISCUS_CATEGORY_ID: optional,
  ANALYTICS_ID: optional.pipe(
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/, 'must be a Google Analytics 4 id such as G-ABC123')
      .optional(),
  ),
});

export type Env = z.infer<typeof schema>;

/** Host names no public site is served from: reserved by RFC 2606 / RFC 6761, or this machine. */
const LOCAL_OR_RESERVED = /(^|\.)(example|invalid|test|localhost)$|^127\.|^\[?::1\]?$|^0\.0\.0\.0$/;

/**
 * Why a deploy build (`npm run build -- --deploy`, the GitHub Pages workflow) cannot use this
 * environment: a SITE_URL that is unset, or names a reserved or local host, would publish every
 * canonical URL, hreflang, sitemap entry, feed link and social card under an origin that is not
 * the site's. Empty when it can.
 */
export function deployProblems(source: Record<string, string | undefined>): string[] {
  const raw = siteUrlOf(source);
  if (!raw) {
    return ['SITE_URL: not set; a deploy build needs the origin the site is served from, e.g. SITE_URL=https://blog.example.org in the environment or in .env.production'];
  }
  let host: string;
  try {
    host = new URL(raw).hostname;
  } catch {
    return []; // parseEnv names a malformed value
  }
  return LOCAL_OR_RESERVED.test(host) ? [`SITE_URL: ${raw} is a reserved or local name; a deploy build needs the origin the site is served from`] : [];
}

/**
 * The warning of a build that is not a deploy build and has no SITE_URL: what it publishes, and
 * how to make it a deploy build. Null when SITE_URL is set.
 */
export function previewWarning(source: Record<string, string | undefined>): string | null {
  if (siteUrlOf(source)) return null;
  return `SITE_URL is not set: this build is a local preview. Canonical URLs, hreflang links, the sitemap, robots.txt, feeds, social cards and JSON-LD all say ${PREVIEW_SITE_URL}. Set SITE_URL (environment or .env.production) to publish; \`npm run build -- --deploy\` fails without it.`;
}

/**
 * SITE_URL, else the production origin a host hands its builds: Netlify's `URL` (with
 * `NETLIFY=true`), Vercel's `VERCEL_PROJECT_PRODUCTION_URL` (a host name). Undefined when none.
 */
export function siteUrlOf(source: Record<string, string | undefined>): string | undefined {
  const vercel = source.VERCEL_PROJECT_PRODUCTION_URL?.trim();
  return source.SITE_URL?.trim() || (source.NETLIFY === 'true' ? source.URL?.trim() : undefined) || (vercel ? `https://${vercel}` : undefined);
}

export function parseEnv(source: Record<string, string | undefined>) {
  const result = schema.safeParse({ ...source, SITE_URL: siteUrlOf(source) });
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const groups = {
    docsearch: ['DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME'],
    giscus: ['GISCUS_REPO', 'GISCUS_REPO_ID', 'GISCUS_CATEGORY_ID'],
  } as const;
  for (const names of Object.values(groups)) {
    const set = names.filter((n) => e[n]);
    if (set.length > 0 && set.length < names.length) {
      const missing = names.filter((n) => !e[n]);
      throw new Error(
        `Invalid environment configuration:\n  ${missing.join(', ')}: required when ${set.join(', ')} is set`,
      );
    }
  }
  return {
    siteUrl: e.SITE_URL,
    basePath: e.BASE_PATH,
    editUrl: e.EDIT_URL,
    docsearch: e.DOCSEARCH_APP_ID
      ? { appId: e.DOCSEARCH_APP_ID, apiKey: e.DOCSEARCH_API_KEY!, indexName: e.DOCSEARCH_INDEX_NAME! }
      : undefined,
    giscus: e.GISCUS_REPO
      ? { repo: e.GISCUS_REPO, repoId: e.GISCUS_REPO_ID!, categoryId: e.GISCUS_CATEGORY_ID! }
      : undefined,
    analyticsId: e.ANALYTICS_ID,
  };
}
