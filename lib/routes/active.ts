/**
 * Whether a navbar link is active at `pathname` (both with a trailing slash). `match` widens the
 * link to a section: the notes link (/docs/skill/) stands for every docs page except those of
 * another docs link (`except`), e.g. the docs root, categories and tags.
 */
export function isActivePath(pathname: string, href: string, opts: { exact?: boolean; match?: string; except?: string[] } = {}): boolean {
  const path = pathname.replace(/\/?$/, '/');
  if (opts.exact || href === '/' || href === '/en/') return path === href;
  if (path.startsWith(href)) return true;
  if (!opts.match || !path.startsWith(opts.match)) return false;
  return !(opts.except ?? []).some((e) => path.startsWith(e));
}
