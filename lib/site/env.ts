import { z } from 'zod';

/**
 * Deployment-specific settings, read once from the environment and validated at build time.
 * A wrong value stops the build with the variable's name.
 */
const optional = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const schema = z.object({
  /** Absolute origin the site is served from, used for canonical URLs, feeds and the sitemap. */
  SITE_URL: z
    .string()
    .trim()
    .default('https://inkstone.example')
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

export function parseEnv(source: Record<string, string | undefined>) {
  const result = schema.safeParse(source);
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

export const env = parseEnv(process.env);
