import type { Root, RootContent } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { createElement, type ReactNode } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

/** The name a literal element of a body is rendered under, so that it stays the plain element. */
const LITERAL = 'mdx-literal:';

/** Attributes of a literal element whose value is a URL the site resolves (a site path). */
const URL_PROPS = ['href', 'src', 'poster'] as const;

/**
 * How a site path in a body becomes the URL a reader follows: the page's locale and the base path
 * on pages, an absolute URL in feeds. Given, it applies to the body's literal elements too
 * (`<a href="/blog/x/">` in an English post leads to /en/blog/x/); Markdown's go through `components`.
 */
export type SitePath = (path: string, attribute: (typeof URL_PROPS)[number]) => string;

/** The component a literal element is rendered with: the plain element, its site paths resolved. */
function literalComponent(name: string, sitePath: SitePath | undefined) {
  if (!sitePath) return name;
  return (props: Record<string, unknown>) => {
    const resolved = { ...props };
    for (const key of URL_PROPS) {
      const value = props[key];
      if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) resolved[key] = sitePath(value, key);
    }
    return createElement(name, resolved);
  };
}

/**
 * Copies a tree in one walk, renaming each element the body wrote as JSX (`<a href>`, `<img>`) and
 * collecting its component: as MDX has it, a body's literal elements are rendered as written, and
 * only the elements Markdown produced go through the site's components (`components.a`, `.img`, `.pre`).
 */
function markLiterals<T extends Root | RootContent>(node: T, sitePath: SitePath | undefined, into: Record<string, unknown>): T {
  const n = node as T & { type: string; name?: string | null; children?: RootContent[] };
  const copy = { ...n };
  if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name) {
    copy.name = LITERAL + n.name;
    into[copy.name] ??= literalComponent(n.name, sitePath);
  }
  if (n.children) copy.children = n.children.map((child) => markLiterals(child, sitePath, into));
  return copy;
}

/**
 * Renders a compiled body (`CompiledMdx.tree`, data checked when read back from the cache) to React
 * elements: no compiled code is run, in the build or anywhere else.
 */
export function renderTree(tree: Root, components: Partial<Components> = {}, sitePath?: SitePath): ReactNode {
  const literals: Record<string, unknown> = {};
  const marked = markLiterals(tree, sitePath, literals);
  return toJsxRuntime(marked, {
    Fragment,
    jsx,
    jsxs,
    // As compiled MDX has it: static children, no generated keys (keys would add "p-0" and the like
    // to every element of the page's RSC payload: 306 KB over out/'s HTML, measured).
    passKeys: false,
    components: { ...components, ...literals } as Partial<Components>,
  });
}
