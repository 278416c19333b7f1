import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { MdxJsxAttribute, MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';

/** Attributes of a literal element whose value is a URL the site resolves (a site path). */
const URL_PROPS = ['href', 'src', 'poster'] as const;

/**
 * How a site path in a body becomes the URL a reader follows: the page's locale and the base path
 * on pages, an absolute URL in feeds. It applies to the body's literal elements too
 * (`<a href="/blog/x/">` in an English post leads to /en/blog/x/); Markdown's go through the handlers.
 */
export type SitePath = (path: string, attribute: (typeof URL_PROPS)[number]) => string;

/**
 * What an element Markdown produced becomes (`a`, `img`, `figure`, ...): given the element with its
 * children already rendered, the nodes written in its place (none: dropped). A body's literal
 * elements (`<a href>` written as JSX) are not handed to them, as MDX has it.
 */
export type Handlers = Partial<Record<string, (element: Element) => ElementContent | ElementContent[] | null>>;

/** A hast element, for handlers writing their own. */
export const element = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({ type: 'element', tagName, properties, children });

/**
 * A `data-*` property of a compiled element, which plugins key by attribute (`data-admonition`,
 * rehype-pretty-code's `data-rehype-pretty-code-figure`) or by hast property name (`dataHtml`).
 */
export function data(element: Element, attribute: `data-${string}`): Properties[string] {
  const camel = attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return element.properties[attribute] ?? element.properties[camel];
}

/** Elements in which whitespace between children is not content (React would refuse it there). */
const TABLE_ELEMENTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);
const INTER_ELEMENT = /^[ \t\n\f\r]*$/;

/** A literal element as the plain element it names: attributes as written, site paths resolved. */
function literalElement(node: MdxJsxFlowElementHast | MdxJsxTextElementHast, children: ElementContent[], sitePath: SitePath): Element {
  const properties: Properties = {};
  for (const attribute of node.attributes as MdxJsxAttribute[]) {
    // Attribute values are plain strings or absent (the content policy refuses expressions and spreads).
    let value: string | true = typeof attribute.value === 'string' ? attribute.value : true;
    if (typeof value === 'string' && (URL_PROPS as readonly string[]).includes(attribute.name) && value.startsWith('/') && !value.startsWith('//')) {
      value = sitePath(value, attribute.name as (typeof URL_PROPS)[number]);
    }
    // Keyed by the name as written (`className`, `class`, `aria-label`): the serialiser finds the
    // HTML attribute of either spelling.
    properties[attribute.name] = value;
  }
  return { type: 'element', tagName: node.name!, properties, children };
}

/** A Markdown table cell's `align` as the style React was given for it (`text-align:right`). */
function alignToStyle(element: Element): Element {
  const { align, ...properties } = element.properties;
  if (typeof align !== 'string') return element;
  const style = [properties.style, `text-align:${align}`].filter(Boolean).join(';');
  return { ...element, properties: { ...properties, style } };
}

function renderChildren(nodes: readonly RootContent[], handlers: Handlers, sitePath: SitePath, table: boolean): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (table && node.type === 'text' && INTER_ELEMENT.test(node.value)) continue;
    const rendered = renderNode(node, handlers, sitePath);
    if (Array.isArray(rendered)) out.push(...rendered);
    else if (rendered) out.push(rendered);
  }
  return out;
}

function renderNode(node: RootContent, handlers: Handlers, sitePath: SitePath): ElementContent | ElementContent[] | null {
  switch (node.type) {
    case 'text':
      return node;
    case 'element': {
      const children = renderChildren(node.children, handlers, sitePath, TABLE_ELEMENTS.has(node.tagName));
      let element: Element = { ...node, children };
      if (element.tagName === 'td' || element.tagName === 'th') element = alignToStyle(element);
      const handler = handlers[element.tagName];
      return handler ? handler(element) : element;
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const children = renderChildren(node.children, handlers, sitePath, false);
      return node.name ? literalElement(node, children, sitePath) : children;
    }
    default:
      // Comments and expressions render nothing (the compiled tree keeps neither).
      return null;
  }
}

/** The site paths of literal elements left as written (tests of the tree alone). */
const asWritten: SitePath = (path) => path;

/**
 * Renders a compiled body (`CompiledMdx.tree`, data checked when read back from the cache) to one
 * HTML string: Markdown's elements through `handlers` (the site's links, images, code blocks and
 * admonitions, `components/mdx/elements.ts`; a feed's own), literal elements as written with their
 * site paths resolved by `sitePath`. No compiled code is run, in the build or anywhere else.
 *
 * A page shows it as one element's inner HTML, so its RSC payload carries the body once as a string
 * rather than as an element tree (issue 49). Raw HTML nodes come only from handlers: a code block's
 * highlighted lines (`data-html`, checked by `treeProblems` when read from the cache) and fixed markup.
 */
export function renderHtml(tree: Root, handlers: Handlers = {}, sitePath: SitePath = asWritten): string {
  const root: Root = { type: 'root', children: renderChildren(tree.children, handlers, sitePath, false) };
  return toHtml(root, { allowDangerousHtml: true });
}
