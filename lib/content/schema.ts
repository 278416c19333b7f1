import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A slug or tag names a URL and a folder and files of the build (`<name>.html`, `.txt`, `.rsc`,
 * `.segments/`), where a file name has at most 255 bytes: a longer name fails `next build`
 * (ENAMETOOLONG) minutes in. Bytes after encoding: a Chinese character is 3 in UTF-8.
 */
export const MAX_NAME_BYTES = 60;
/**
 * Names the build writes itself beside a post's or tag's folder (a tag `index.html` made the
 * publish step copy a file onto a folder), and names Windows reserves on any file system.
 */
const RESERVED_NAMES = new Set([
  'index', 'index.html', 'index.txt', 'index.rsc', '404', '404.html', 'page', 'rss.xml', 'atom.xml', 'feed.json',
  'sitemap.xml', 'robots.txt', 'sw.js', 'manifest.webmanifest', '_next', '_not-found',
  'con', 'prn', 'aux', 'nul', ...[1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap((n) => [`com${n}`, `lpt${n}`]),
]);

/** Why a name cannot be a folder of the build (too long, taken by the build or the system), or null. */
export function nameProblem(name: string): string | null {
  const bytes = Buffer.byteLength(name);
  const shown = JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name);
  if (bytes > MAX_NAME_BYTES) return `${shown} is ${bytes} bytes long; at most ${MAX_NAME_BYTES} (it names a URL and files of the build)`;
  const base = name.toLowerCase().replace(/\.[^.]*$/, '');
  if (RESERVED_NAMES.has(name.toLowerCase()) || /^(con|prn|aux|nul|com\d|lpt\d)$/.test(base)) return `${shown} is a name the build or the file system reserves; choose another`;
  return null;
}

/** A zod refinement: the value passes `nameProblem`. */
const buildableName = (v: string, ctx: z.RefinementCtx) => {
  const problem = nameProblem(v);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
};
/** A day, written `YYYY-MM-DD`: a time or a zone would move the day shown, so either is an error. */
const isoDate = z.string({ error: 'must be a date, YYYY-MM-DD' }).transform((v, ctx) => {
  const d = new Date(`${v}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v) {
    const timed = /^\d{4}-\d{2}-\d{2}[T ]/.test(v);
    ctx.addIssue({ code: 'custom', message: `"${v}" is not a valid date (use YYYY-MM-DD${timed ? '; no time or zone, which would shift the day' : ''})` });
    return z.NEVER;
  }
  return d;
});
/** A YAML list of words; a bare number (`[vue, 2021]`) is read as text. */
const stringList = z.array(
  z.union([z.string(), z.number().transform(String)]).pipe(z.string().trim().min(1, 'must not contain empty entries')),
);

/**
 * Tag labels: each names a URL (/blog/tags/<tag>), a folder of out/ and a feed entry, so a label
 * starts with a letter or digit (no `.` or `..`) and holds only letters, digits, spaces and `_ . + # -`
 * (no `<`, `&`, `"`, `/`, control characters).
 */
const tagList = z.array(
  z
    .union([z.string(), z.number().transform(String)])
    .pipe(z.string().trim().min(1, 'must not contain empty entries'))
    .refine((t) => /^[\p{L}\p{N}][\p{L}\p{N} _.+#-]*$/u.test(t), {
      error: (issue) => `${JSON.stringify(issue.input)} may hold only letters, digits, spaces and _ . + # - and must start with a letter or digit (a tag names a URL, a folder and a feed entry)`,
    })
    .superRefine((t, ctx) => buildableName(t.toLowerCase().replace(/\s+/g, '-'), ctx)),
);

/** The site's static files: a path such as /img/x.png names public/img/x.png. */
const PUBLIC_DIR = path.join(process.cwd(), 'public');

/** True when a site path (/img/x.png, query and fragment aside) names a file under public/. */
export function isPublicFile(p: string): boolean {
  let rel = p.split(/[?#]/)[0];
  try {
    rel = decodeURIComponent(rel);
  } catch {
    return false;
  }
  const full = path.join(PUBLIC_DIR, rel);
  return full.startsWith(PUBLIC_DIR + path.sep) && existsSync(full) && statSync(full).isFile();
}

/**
 * An image path under public/ (/img/…) that exists: no other host, no `//host` or `/\host`, no
 * `..`. Front matter and data files follow the rule MDX bodies follow (site.content.mediaHosts is
 * for bodies): a missing file would otherwise fail the link check minutes later, naming a route.
 */
export const publicImage = z
  .string()
  .regex(/^\/(?![/\\])/, 'must be an absolute path under public/ (/img/…), not a URL or //host')
  .refine((p) => !p.split(/[?#]/)[0].split(/[/\\]/).includes('..'), 'must not have a ".." segment')
  .refine((p) => !/^\/(?![/\\])/.test(p) || p.split(/[?#]/)[0].split(/[/\\]/).includes('..') || isPublicFile(p), {
    error: (issue) => `"${String(issue.input).slice(0, 80)}" is not a file under public/`,
  });

/**
 * A post's social image: a path under public/ (`publicImage`), or an image beside the post
 * (`./cover.png`, in a folder post's folder), which the loader resolves, knowing the file's folder,
 * to its published figure (lib/content/figures.ts).
 */
export const postImage = z.string().superRefine((value, ctx) => {
  if (value.startsWith('/')) {
    const parsed = publicImage.safeParse(value);
    if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return;
  }
  const why = /^[a-z][a-z0-9+.-]*:/i.test(value)
    ? 'is a URL; a social image is a file beside the post (./cover.png) or under public/ (/img/…)'
    : value.split(/[/\\]/).includes('..')
      ? 'has a ".." segment; an image beside the post is in its folder (./cover.png), any other under public/ (/img/…)'
      : !value.startsWith('./') || /[?#\\]/.test(value)
        ? 'is neither a file beside the post (./cover.png) nor a path under public/ (/img/…)'
        : '';
  if (why) ctx.addIssue({ code: 'custom', message: `"${value.slice(0, 80)}" ${why}` });
});

/**
 * A link in a data file, as links in MDX bodies: an https URL, a mailto: address or a site path
 * (/about). Not `//host` or `/\host` (another host), `javascript:`, `data:` or any other scheme.
 */
export const siteLink = z
  .string()
  .regex(/^(https:\/\/[^\s/\\][^\s]*|mailto:[^\s/\\]+@[^\s]+|\/(?![/\\])[^\s]*)$/, 'must be an https URL, a mailto: address or a site path (/about)');

/** Front matter of a blog post (content/blog/<year>/<slug>.mdx). */
export const postFrontMatter = z.strictObject({
  /** URL segment: /blog/<slug>. Lowercase ascii words joined by hyphens. */
  slug: z.string().regex(slugPattern, 'must be lowercase ascii words joined by hyphens').superRefine(buildableName),
  /** The post's title, shown as its h1 and in lists. */
  title: z.string().trim().min(1, 'must not be empty'),
  /** Publication date, YYYY-MM-DD. Orders the blog, newest first. */
  date: isoDate,
  /** Keys into content/data/authors.json. */
  authors: stringList.min(1, 'needs at least one author key'),
  /** Tag labels; each gets a page at /blog/tags/<tag>. */
  tags: tagList.min(1, 'needs at least one tag'),
  /** Search-engine keywords for the page head. */
  keywords: stringList.default([]),
  /** One-sentence summary for lists, feeds and social cards. */
  description: z.string().trim().min(1, 'must not be empty'),
  /** Social card image: a path under public/ such as /img/blog/<slug>/cover.png, or ./cover.png beside the post. */
  image: postImage.optional(),
  /** Built but left out of lists, tags, feeds, search and the sitemap. */
  unlisted: z.boolean().default(false),
  /** Shown only by `npm run dev` (with a 'Draft' banner); `npm run build` leaves it out entirely. */
  draft: z.boolean().default(false),
  /** Language of the body when it is not Chinese. */
  lang: z.enum(['zh-CN', 'en']).default('zh-CN'),
  /** Date of the last substantial update, YYYY-MM-DD: 'Updated on', dateModified, sitemap lastmod. */
  last_update: isoDate.optional(),
});
export type PostFrontMatter = z.infer<typeof postFrontMatter>;

/** Front matter of a translation (<name>.en.mdx beside the original). */
export const translationFrontMatter = z.strictObject({
  /** Translated title. */
  title: z.string().trim().min(1, 'must not be empty'),
  /** Translated summary. */
  description: z.string().trim().min(1, 'must not be empty'),
  /** Translated keywords; the original's are used when absent. */
  keywords: stringList.optional(),
});
export type TranslationFrontMatter = z.infer<typeof translationFrontMatter>;

/** Front matter of a doc (content/docs/**.mdx). */
export const docFrontMatter = z.strictObject({
  /** Overrides the last segment of the doc id (default: the file name). */
  id: z.string().regex(/^[\w-]+$/, 'must be letters, digits, _ or -').optional(),
  /** The doc's title and h1. */
  title: z.string().trim().min(1, 'must not be empty'),
  /** One-sentence summary for category cards, search and social cards. */
  description: z.string().trim().min(1, 'must not be empty'),
  /** Doc tags; each gets a page at /docs/tags/<tag>. */
  tags: tagList.default([]),
  /** URL under /docs, e.g. /redis; default: the file path. */
  slug: z.string().regex(/^\/[\p{L}\p{N}\-_/]*$/u, "must start with '/' and hold only letters, digits, - _ /").optional(),
  /** Order inside its sidebar folder (ascending). */
  sidebar_position: z.number().optional(),
  /** Label in the sidebar when it should differ from the title. */
  sidebar_label: z.string().trim().min(1).optional(),
  /** Left out of the build entirely (and silently out of sidebars). */
  draft: z.boolean().default(false),
  /** Built but left out of sidebars, tags, search and the sitemap. */
  unlisted: z.boolean().default(false),
  /** Language of the body when it is not Chinese. */
  lang: z.enum(['zh-CN', 'en']).default('zh-CN'),
  /** 'Last updated on' date, YYYY-MM-DD; overrides the date of the file's last git commit. */
  last_update: isoDate.optional(),
});
export type DocFrontMatter = z.infer<typeof docFrontMatter>;

/** _category_.json: a sidebar category for the folder it sits in. */
export const categoryFile = z.strictObject({
  /** Category label in the sidebar. */
  label: z.string().trim().min(1, 'must not be empty'),
  /** Order among its siblings. */
  position: z.number().optional(),
  /** Collapsed when the page does not hold the active doc (default true). */
  collapsed: z.boolean().default(true),
  /** A generated index page at /docs/category/<slug>; omitted for a label-only group. */
  link: z
    .strictObject({
      type: z.literal('generated-index'),
      slug: z.string().regex(/^[\p{L}\p{N}-]+$/u, 'must be letters, digits or -'),
      description: z.string().optional(),
    })
    .optional(),
  /** English label and description (the content check requires the label: englishLabelProblems). */
  en: z.strictObject({ label: z.string().min(1), description: z.string().optional() }).optional(),
});
export type CategoryFile = z.infer<typeof categoryFile>;

/** Formats zod issues as one line per field: `<file>: <field>: <message>`. */
export function formatIssues(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join('.') : '(front matter)';
    const message =
      issue.code === 'unrecognized_keys'
        ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`
        : issue.message;
    return `${file}: ${issue.code === 'unrecognized_keys' ? '(front matter)' : field}: ${message}`;
  });
}
