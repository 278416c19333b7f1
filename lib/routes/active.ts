/**
 * Whether a navbar link is active at `pathname` (both with a trailing slash). `also` lists more
 * pages of the link (docs of its sidebar with a flat slug, e.g. /docs/vscode/ for the tools link).
 * `match` widens the link to a section: the notes link (/docs/skill/) stands for every docs page
 * except those of another docs link (`except`, prefixes), e.g. the docs root, categories and tags.
 */
export function isActivePath(pathname: string, href: string, opts: { exact?: boolean; match?: string; except?: string[]; also?: string[] } = {}): boolean {
  const path = pathname.replace(/\/?$/, '/');
  if (opts.exact || href === '/' || href === '/en/') return path === href;
  if (path.startsWith(href) || opts.also?.includes(path)) return true;
  if (!opts.match || !path.startsWith(opts.match)) return false;
  return !(opts.except ?? []).some((e) => path.startsWith(e));
}
