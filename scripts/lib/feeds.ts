import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blog } from '../../lib/content';
import type { LocalizedPost } from '../../lib/content/blog';
import { buildFeed, FEED_FILES, tagFeedPath } from '../../lib/feeds/build';
import { FEED_LIMIT } from '../../lib/site/constants';
import { renderFeedHtml } from '../../lib/feeds/html';
import { locales } from '../../lib/i18n/locales';
import { localePath } from '../../lib/routes/paths';
import { absoluteUrl } from '../../lib/routes/url';
import { postImage } from '../../lib/og/cards';

function write(outDir: string, sitePath: string, text: string): string {
  const target = path.join(outDir, sitePath);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  return path.relative(outDir, target);
}

/**
 * Writes RSS, Atom and JSON feeds of each locale's newest FEED_LIMIT posts into out/ (…/blog/rss.xml
 * etc.), and an RSS feed of each blog tag's newest FEED_LIMIT posts beside its page
 * (…/blog/tags/<tag>/rss.xml). A post's feed HTML is rendered once per locale, whichever feeds carry it.
 */
export async function writeFeeds(outDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const locale of locales) {
    // The post's social image (its card, drawn by the step before), with its size in bytes.
    const imageOf = (post: LocalizedPost) => {
      const image = postImage(post.slug, locale);
      if (!image) return undefined;
      let length: number | undefined;
      try {
        length = statSync(path.join(outDir, image.path)).size;
      } catch {
        length = undefined;
      }
      return { url: absoluteUrl(image.path), length };
    };
    const html = new Map<string, Promise<string>>();
    const items = (posts: LocalizedPost[]) =>
      Promise.all(
        posts.slice(0, FEED_LIMIT).map(async (post) => {
          if (!html.has(post.slug)) html.set(post.slug, renderFeedHtml(post.body, post.source, locale));
          return { post, html: await html.get(post.slug)!, image: imageOf(post) };
        }),
      );
    const posts = blog.posts(locale);
    const feeds = buildFeed(locale, await items(posts));
    for (const [kind, file] of Object.entries(FEED_FILES) as [keyof typeof FEED_FILES, string][]) {
      written.push(write(outDir, localePath(locale, `/blog/${file}`), feeds[kind]));
    }
    for (const tag of blog.tags()) {
      const tagged = posts.filter((p) => p.tags.some((t) => t.slug === tag.slug));
      const { rss } = buildFeed(locale, await items(tagged), { tag });
      written.push(write(outDir, localePath(locale, tagFeedPath(tag.permalink)), rss));
    }
  }
  return written;
}
