import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blog } from '../../lib/content';
import { buildFeed, FEED_FILES } from '../../lib/feeds/build';
import { FEED_LIMIT } from '../../lib/site/constants';
import { renderFeedHtml } from '../../lib/feeds/html';
import { locales } from '../../lib/i18n/locales';
import { localePath } from '../../lib/routes/paths';

/** Writes RSS, Atom and JSON feeds of each locale's newest FEED_LIMIT posts into out/ (…/blog/rss.xml etc.). */
export async function writeFeeds(outDir: string): Promise<string[]> {
  const written: string[] = [];
  for (const locale of locales) {
    const posts = await Promise.all(
      blog.posts(locale).slice(0, FEED_LIMIT).map(async (post) => ({ post, html: await renderFeedHtml(post.body, post.source, locale) })),
    );
    const feeds = buildFeed(locale, posts);
    for (const [kind, file] of Object.entries(FEED_FILES) as [keyof typeof FEED_FILES, string][]) {
      const target = path.join(outDir, localePath(locale, `/blog/${file}`));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, feeds[kind]);
      written.push(path.relative(outDir, target));
    }
  }
  return written;
}
