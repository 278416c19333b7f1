import type { Element, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { checkElement, IFRAME_SANDBOX, idProblem, linkProblem, SITE_IDS, mediaSourceProblem, type JsxElement, type PolicyOptions } from './remark-content-policy';

/**
 * A compiled body is data, not code: the hast tree the pipeline ends with (after the content
 * policy, headings, tables and highlighting), rendered to HTML by `renderHtml` (`./render`) through
 * the site's element handlers. No compiled JavaScript is stored, read back or run, so a cache entry
 * (`.cache/mdx`, restored by a CI cache step or written by anyone with the checkout) can at worst
 * describe a page, and `treeProblems` refuses any page this pipeline could not have produced.
 */

/** Node types a compiled body holds. Expression nodes are dropped: the policy allows only comments. */
type Node = Root | RootContent | JsxElement;

/**
 * The last rehype step: keeps a copy of the final tree on the file (`file.data.tree`), without
 * positions (they are only for error messages, which come from the compile) and without the comment
 * expressions `{/* … *\/}` (they render nothing; the policy refused every other expression).
 */
export function rehypeKeepTree() {
  return (tree: Root, file: VFile) => {
    file.data.tree = strip(tree) as Root;
  };
}

function strip(node: Node): Node | null {
  if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return null;
  const { position: _position, ...rest } = node as Node & { position?: unknown };
  if ('children' in rest && Array.isArray(rest.children)) {
    (rest as { children: Node[] }).children = (rest.children as Node[]).map(strip).filter((n): n is Node => n !== null);
  }
  return rest as Node;
}

/**
 * Elements the pipeline writes from Markdown and its own plugins (headings, GFM tables, task lists,
 * strikethrough and footnotes, code blocks with titles, admonitions), besides the elements a body
 * may write itself (JSX nodes, checked by the policy's own rule).
 */
const PIPELINE_ELEMENTS = new Set([
  'a', 'aside', 'blockquote', 'br', 'code', 'del', 'em', 'figcaption', 'figure', 'h1', 'h2', 'h3', 'h4', 'h5',
  'h6', 'hr', 'img', 'input', 'li', 'ol', 'p', 'pre', 'section', 'strong', 'sup', 'table', 'tbody', 'td', 'th',
  'thead', 'tr', 'ul',
]);

/** Properties those elements carry (hast names), besides `data*` and `aria*` ones. */
const PIPELINE_PROPERTIES = new Set(['id', 'className', 'href', 'src', 'alt', 'title', 'tabIndex', 'type', 'checked', 'disabled', 'start', 'align', 'style', 'scope', 'dataHtml']);

/** Highlighting writes colours only: a token outside the palettes keeps `--shiki-light:#…;--shiki-dark:#…`. */
const TOKEN_STYLE = /^(\s*(--shiki-(light|dark)|color)\s*:\s*#[0-9a-f]{3,8}\s*;?)*$/i;

/**
 * One piece of a block's highlighted lines (`data-html`, which becomes the block's inner HTML) as
 * hast-util-to-html writes them: a span (or mark) with the attributes highlighting gives it, its
 * end tag, or text with no `<`. A string made only of these cannot open any other element.
 */
const TOKEN_PIECE = /<(?:span|mark)((?: (?:class|style|data-line|data-highlighted-line|data-highlighted-chars|data-chars-id)(?:="[^"<>]*")?)*)>|<\/(?:span|mark)>|[^<]+/y;

/** What is wrong with a block's highlighted lines, or null. */
function tokenHtmlProblem(html: string): string | null {
  TOKEN_PIECE.lastIndex = 0;
  while (TOKEN_PIECE.lastIndex < html.length) {
    const at = TOKEN_PIECE.lastIndex;
    const piece = TOKEN_PIECE.exec(html);
    if (!piece) return `data-html holds "${html.slice(at, at + 30)}", not highlighted lines`;
    const style = piece[1] && / style="([^"]*)"/.exec(piece[1])?.[1];
    if (style && !TOKEN_STYLE.test(style)) return `data-html has style "${style.slice(0, 30)}", not a token colour`;
  }
  return null;
}

/** A property value a compiled element may carry; strings are checked, numbers and booleans are plain. */
function propertyProblem(tag: string, key: string, value: unknown, options: PolicyOptions): string | null {
  if (/^on/i.test(key)) return `${key} is an event handler`;
  if (!PIPELINE_PROPERTIES.has(key) && !/^(data|aria)([A-Z]|-[a-z])/.test(key)) return `property ${key} is not one the pipeline writes`;
  if (value === undefined || value === null) return null;
  const text = Array.isArray(value) ? value.join(' ') : String(value);
  if (key === 'href') return linkProblem(text);
  // Only Markdown writes an <img> element (a body's own <img> is a JSX node): it may name an image beside the MDX.
  if (key === 'src') return mediaSourceProblem(text, options.mediaHosts, tag === 'img');
  if (key === 'style' && !TOKEN_STYLE.test(text)) return `style "${text.slice(0, 40)}" is not a token colour`;
  if (key === 'dataHtml') return tag === 'code' ? tokenHtmlProblem(text) : 'data-html outside a code block';
  if (key === 'id' && SITE_IDS.has(text.toLowerCase())) return `id "${text}" is one the site's pages use`;
  if (tag === 'input' && key === 'type' && text !== 'checkbox') return `an input of type ${text}`;
  return null;
}

/**
 * What in a tree read back from the cache this pipeline could not have produced, or []: a node
 * type, element, property or URL outside what compiling an allowed body writes. A non-empty
 * answer means the entry was not written by this pipeline; the caller compiles the source again.
 */
export function treeProblems(tree: unknown, options: PolicyOptions): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const unique = (id: string, report: (message: string) => void) => {
    if (ids.has(id)) report(`id "${id}" is given twice`);
    ids.add(id);
  };
  // An id a body writes itself: as the policy has it (not the site's, not given twice).
  const seen = (id: string, report: (message: string) => void) => {
    const problem = idProblem(id);
    if (problem) report(problem);
    unique(id, report);
  };
  const walk = (node: unknown, depth: number) => {
    if (problems.length > 20) return;
    if (!node || typeof node !== 'object' || depth > 200) return void problems.push('not a tree');
    const n = node as { type?: unknown; children?: unknown };
    switch (n.type) {
      case 'root':
        if (depth) problems.push('a root inside the tree');
        break;
      case 'text':
        if (typeof (n as { value?: unknown }).value !== 'string') problems.push('a text without a string value');
        return;
      case 'element': {
        const el = n as Element;
        if (!PIPELINE_ELEMENTS.has(el.tagName)) problems.push(`<${String(el.tagName)}> is not an element the pipeline writes`);
        for (const [key, value] of Object.entries(el.properties ?? {})) {
          const problem = propertyProblem(el.tagName, key, value, options);
          if (problem) problems.push(`<${el.tagName}> ${problem}`);
          else if (key === 'id' && typeof value === 'string') unique(value, (message) => problems.push(`<${el.tagName}> ${message}`));
        }
        break;
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const el = n as JsxElement;
        if (!Array.isArray(el.attributes)) return void problems.push('an element without attributes');
        // The policy's own check, after what it adds to an allowed iframe (its sandbox and referrer policy).
        const iframe = el.name?.toLowerCase() === 'iframe';
        const added = (a: { name?: unknown; value?: unknown }) =>
          iframe && ((a.name === 'sandbox' && a.value === IFRAME_SANDBOX) || (a.name === 'referrerPolicy' && a.value === 'strict-origin-when-cross-origin'));
        const attributes = el.attributes.filter((a) => !added(a as { name?: unknown; value?: unknown }));
        const flag = (_node: unknown, construct: string, message: string) => void problems.push(`${construct}: ${message}`);
        checkElement({ ...el, attributes }, flag, (node, construct, id) => seen(id, (message) => flag(node, construct, message)), options);
        break;
      }
      default:
        return void problems.push(`a ${String(n.type)} node`);
    }
    if (n.children !== undefined) {
      if (!Array.isArray(n.children)) return void problems.push('children that are not a list');
      for (const child of n.children) walk(child, depth + 1);
    }
  };
  walk(tree, 0);
  if (problems.length === 0 && (tree as { type?: unknown })?.type !== 'root') problems.push('not a tree');
  return problems;
}
