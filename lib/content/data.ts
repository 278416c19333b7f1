import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ContentError } from './errors';
import { CONTENT_DIR } from './files';
import { publicImage, siteLink } from './schema';

/** Text in both locales. */
const localized = z.strictObject({
  'zh-CN': z.string().trim().min(1, 'must not be empty'),
  en: z.string().trim().min(1, 'must not be empty'),
});
const publicPath = publicImage.pipe(z.string().regex(/^\/[^\s]+\.(svg|png|jpe?g|webp|avif)$/, 'must be an image path under public/, e.g. /img/x.svg'));
const url = z.string().regex(/^https:\/\/[^\s]+$/, 'must be an https URL');

/** The Chinese, Japanese or Korean words an SVG drawing under public/ writes (its `<text>`), or none for other images. */
export function cjkTextOf(publicFile: string): string[] {
  if (!publicFile.endsWith('.svg')) return [];
  const svg = readFileSync(path.join(process.cwd(), 'public', publicFile), 'utf8');
  return [...svg.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/g)].flatMap((m) => m[1].replace(/<[^>]+>/g, ' ').match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu) ?? []);
}

/**
 * A project's preview: one drawing per locale when it shows words of the UI, or one path for both
 * when it shows none of either language (code, a terminal). The drawing the English site shows
 * writes no Chinese: checked, so that a new project cannot bring its Chinese UI to /en/project/.
 */
const previewPaths = z.strictObject({ 'zh-CN': publicPath, en: publicPath });
// By the value's type, not z.union: a union whose options both fail says only "Invalid input".
const preview = z.unknown().transform((value, ctx) => {
  const parsed = typeof value === 'string' ? publicPath.safeParse(value) : previewPaths.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  const en = typeof parsed.data === 'string' ? parsed.data : parsed.data.en;
  const words = cjkTextOf(en);
  if (words.length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: typeof parsed.data === 'string' ? [] : ['en'],
      message: `"${en}" is shown on the English site but writes Chinese (${words.slice(0, 3).map((w) => `"${w}"`).join(', ')}): draw an English one and give both, { "zh-CN": "…", "en": "…" }`,
    });
  }
  return parsed.data;
});
/** The preview a locale's page shows. */
export function previewOf(value: z.infer<typeof preview>, locale: 'zh-CN' | 'en'): string {
  return typeof value === 'string' ? value : value[locale];
}

export const showcaseTagKeys = ['favorite', 'opensource', 'product', 'design', 'large', 'personal'] as const;
export const showcaseTypes = ['web', 'app', 'commerce', 'personal', 'toy', 'other'] as const;
export type ShowcaseType = (typeof showcaseTypes)[number];

/** One showcase tag: label, tooltip text and colour. */
const showcaseTag = z.strictObject({
  /** Label shown on the tag. */
  label: localized,
  /** Tooltip text. */
  description: localized,
  /** Tag colour, #rrggbb. */
  color: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour'),
});

/** content/data/showcase-tags.json: the six showcase tags. */
export const showcaseTagsFile = z.strictObject({
  favorite: showcaseTag,
  opensource: showcaseTag,
  product: showcaseTag,
  design: showcaseTag,
  large: showcaseTag,
  personal: showcaseTag,
});

/** content/data/projects.json: the project showcase. */
export const projectsFile = z.array(
  z.strictObject({
    /** Project name. */
    title: z.string().trim().min(1),
    /** One or two sentences in each locale. */
    description: localized,
    /** Preview image under public/: a drawing of the project's own UI or output (16:9, 640×360), one per locale when it has words. */
    preview,
    /** Where the project lives: an https URL, or a path on this site (`/`, `/blog/x/`), made absolute with SITE_URL. */
    website: url.or(z.string().regex(/^\/[^\s]*$/, 'must be an https URL, or a path on this site such as /blog/x/')),
    /** Source repository, when open. */
    source: url.optional(),
    /** Showcase tag keys. */
    tags: z.array(z.enum(showcaseTagKeys)).min(1, 'needs at least one tag'),
    /** Grouping on the page. */
    type: z.enum(showcaseTypes),
  }),
);

/** content/data/friends.json: friends' sites. */
export const friendsFile = z.array(
  z.strictObject({
    name: z.string().trim().min(1),
    description: localized,
    avatar: publicPath,
    website: url,
  }),
);

/** content/data/resources.json: curated links in categories. */
export const resourcesFile = z.array(
  z.strictObject({
    /** Anchor of the category on the page. */
    id: z.string().regex(/^[a-z0-9-]+$/, 'must be lowercase ascii words joined by hyphens'),
    title: localized,
    items: z
      .array(
        z.strictObject({
          /** The link's name: one string, or one per locale when the name itself is translated. */
          name: z.union([z.string().trim().min(1), localized]),
          url,
          description: localized,
        }),
      )
      .min(1, 'needs at least one link'),
  }),
);

export const socialKeys = ['github', 'juejin', 'twitter', 'discord', 'qq', 'wx', 'zhihu', 'email', 'cloudmusic', 'rss'] as const;

/** content/data/social.json: social links; an empty href hides the link. */
export const socialFile = z.array(
  z.strictObject({
    key: z.enum(socialKeys),
    href: z.union([z.literal(''), siteLink], { error: 'must be empty, an https URL, a mailto: address or a site path' }),
    /** A name the same in both locales ('RSS'), or a description in each ({"zh-CN": "代码仓库", "en": "Code"}). */
    title: z.union([z.string().min(1), localized]),
    color: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a #rrggbb colour'),
  }),
);

/** content/data/profile.json: the profile card. */
export const profileFile = z.strictObject({
  title: z.string().min(1),
  logo: publicPath,
  bio: localized,
});

/**
 * content/data/tag-labels.json: the English label of each Chinese tag of posts and docs, as
 * `{ "年终总结": "Year-end summary" }`. English pages show it; the tag's URL stays the Chinese slug.
 */
export const tagLabelsFile = z
  .record(z.string(), z.string().trim().min(1).regex(/^[^\p{Script=Han}]+$/u, 'must be the English label, without Chinese'))
  .superRefine((labels, ctx) => {
    for (const tag of Object.keys(labels)) {
      if (!/\p{Script=Han}/u.test(tag)) ctx.addIssue({ code: 'custom', path: [tag], message: 'only a tag with Chinese in it needs an English label' });
    }
  });

const files = {
  projects: ['projects.json', projectsFile],
  showcaseTags: ['showcase-tags.json', showcaseTagsFile],
  friends: ['friends.json', friendsFile],
  resources: ['resources.json', resourcesFile],
  social: ['social.json', socialFile],
  profile: ['profile.json', profileFile],
  tagLabels: ['tag-labels.json', tagLabelsFile],
} as const;

type Files = typeof files;
export type SiteData = { [K in keyof Files]: z.infer<Files[K][1]> };

/** Parses one data file; problems name the file and the field path. */
export function parseDataFile<S extends z.ZodType>(schema: S, json: unknown, file: string): z.infer<S> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ContentError(
      parsed.error.issues.map((i) => `${file}: ${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`),
    );
  }
  return parsed.data;
}

/** Reads and validates every data file, reporting all problems of all files at once. */
export function loadSiteData(dir = path.join(CONTENT_DIR, 'data')): SiteData {
  const problems: string[] = [];
  const out: Partial<SiteData> = {};
  for (const [key, [name, schema]] of Object.entries(files) as [keyof Files, Files[keyof Files]][]) {
    const file = path.relative(process.cwd(), path.join(dir, name)).split(path.sep).join('/');
    try {
      const json = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
      (out as Record<string, unknown>)[key] = parseDataFile(schema, json, file);
    } catch (err) {
      if (err instanceof ContentError) problems.push(...err.problems);
      else problems.push(`${file}: ${(err as Error).message}`);
    }
  }
  if (problems.length) throw new ContentError(problems);
  return out as SiteData;
}
