/**
 * Text for HTML written as a string (an attribute value or element content): `&`, `<`, `>` and both
 * quotes as numeric character references. For markup built outside React: the offline page
 * (scripts/lib/offline-page.ts) and the search page's early rows (lib/search/early-rows.ts).
 */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
