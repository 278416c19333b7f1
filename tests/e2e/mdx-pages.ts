/**
 * The pages of content/ that together hold every MDX feature the content uses, with a selector
 * that finds each in the body (`.markdown <selector>`). routes.spec.ts hydrates them in Chromium;
 * the base-path build's post (tests/fixtures/base-path-every-page-type-and-mdx-feature) must hold
 * every one of these features too (tests/e2e-base-path/links.spec.ts), so a feature added here
 * is also proven under the base path.
 */
export const MDX_PAGES = [
  {
    path: '/blog/http-cache-koa/',
    features: {
      'code block': 'figure.code-block',
      'code title': '[data-rehype-pretty-code-title]',
      'highlighted lines': '[data-highlighted-line]',
      table: 'table',
      'zoomable image': 'img[data-zoomable]',
      admonition: '.admonition',
      'ordered list': 'ol',
    },
  },
  { path: '/blog/js-obfuscation-sign-param/', features: { details: 'details', kbd: 'kbd' } },
  { path: '/blog/graduation-2021/', features: { 'task list': '.contains-task-list' } },
  { path: '/blog/cors-cookie-samesite-debugging/', features: { blockquote: 'blockquote' } },
] as const;

/** Every feature of MDX_PAGES, by name, with its selector. */
export const MDX_FEATURES: Record<string, string> = Object.assign({}, ...MDX_PAGES.map((p) => p.features));
