import { fromHtml } from 'hast-util-from-html';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';

/**
 * GitHub's sanitizing schema (hast-util-sanitize, the core of rehype-sanitize), with heading ids
 * kept as they are so feed readers can follow in-post anchors. Scripts, event handlers, script
 * URLs, iframes and styles never reach a feed, whatever slipped past the content policy.
 */
const schema: Schema = { ...defaultSchema, clobberPrefix: '', clobber: [] };

/** The feed HTML of a rendered body, sanitized. */
export function sanitizeFeedHtml(html: string): string {
  return toHtml(sanitize(fromHtml(html, { fragment: true }), schema), { closeSelfClosing: true, tightSelfClosing: true });
}
