import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/**
 * The content policy for MDX bodies (README, "Content policy"). MDX is a programming language;
 * content is not: a body may use Markdown, the documented MDX features and plain HTML-like
 * elements, nothing that runs code in the build or in the reader's browser.
 *
 * Every violation becomes a message on the file (source `content-policy`, with its position);
 * after the whole tree is checked, the first one is thrown so the compile fails, carrying all of
 * them (`violations`) for the content check (`lib/content/validate.ts`).
 */
export const POLICY_SOURCE = 'content-policy';

export type PolicyOptions = { iframeHosts: readonly string[] };

type Node = { type: string; position?: { start: { line: number; column: number } } };
type JsxElement = Node & { name: string | null; attributes: (MdxJsxAttribute | MdxJsxExpressionAttribute)[] };
type Expression = Node & { value: string; data?: { estree?: { body: unknown[] } } };

/** True for `javascript:` (and `vbscript:`, `data:text/html`) however it is spaced or cased. */
export function isScriptUrl(value: string): boolean {
  // Browsers drop ASCII whitespace and control characters inside the scheme.
  const v = value.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  return v.startsWith('javascript:') || v.startsWith('vbscript:') || v.startsWith('data:text/html');
}

function hostOf(src: string): string | null {
  try {
    const u = new URL(src);
    return u.protocol === 'https:' ? u.hostname : null;
  } catch {
    return null;
  }
}

export function remarkContentPolicy(options: PolicyOptions) {
  return (tree: Root, file: VFile) => {
    const found: { construct: string; message: string; node: Node }[] = [];
    const flag = (node: Node, construct: string, message: string) => found.push({ construct, message, node });

    visit(tree, (n) => {
      const node = n as unknown as Node;
      switch (node.type) {
        case 'mdxjsEsm':
          flag(node, 'import/export', 'import and export are not allowed in content');
          return;
        case 'mdxFlowExpression':
        case 'mdxTextExpression': {
          const body = (node as Expression).data?.estree?.body;
          if (!body || body.length > 0) flag(node, `{${(node as Expression).value.trim().slice(0, 30)}}`, 'expressions are not allowed; only comments {/* … */}');
          return;
        }
        case 'link':
        case 'image':
        case 'definition': {
          const url = (n as { url?: string }).url ?? '';
          if (isScriptUrl(url)) flag(node, node.type === 'image' ? 'image' : 'link', `script URL "${url.slice(0, 40)}" is not allowed`);
          return;
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          checkElement(node as JsxElement, flag, options);
          return;
      }
    });

    for (const f of found) {
      const m = file.message(`${f.construct}: ${f.message}`, { place: f.node.position as never, ruleId: 'policy', source: POLICY_SOURCE });
      m.fatal = true;
    }
    if (found.length) {
      const first = file.messages.find((m) => m.source === POLICY_SOURCE)!;
      const where = `${file.path ?? ''}:${first.line ?? '?'}:${first.column ?? '?'}`;
      const more = found.length > 1 ? ` (and ${found.length - 1} more)` : '';
      const violations = file.messages.filter((m) => m.source === POLICY_SOURCE).map((m) => ({ line: m.line, column: m.column, reason: m.reason }));
      throw Object.assign(new Error(`${where}: ${first.reason}${more}`), { line: first.line, column: first.column, policy: true, violations });
    }
  };
}

/** Elements that run code, restyle or re-base the page, or embed another document without the iframe allowlist. */
const BLOCKED = new Set(['script', 'style', 'object', 'embed', 'applet', 'frame', 'frameset', 'base', 'meta', 'link', 'portal']);

function checkElement(el: JsxElement, flag: (node: Node, construct: string, message: string) => void, options: PolicyOptions) {
  const name = el.name ?? '<>';
  const tag = `<${name}>`;
  if (BLOCKED.has(name.toLowerCase())) flag(el, tag, `<${name.toLowerCase()}> is not allowed`);
  if (/^[A-Z]|\./.test(name)) flag(el, tag, 'components are not available in content; use Markdown or plain elements');
  let src: string | undefined;
  for (const attr of el.attributes) {
    if (attr.type === 'mdxJsxExpressionAttribute') {
      flag(el, `${tag} {…}`, 'spread attributes are not allowed');
      continue;
    }
    const attrName = attr.name;
    if (/^on/i.test(attrName)) flag(el, `${tag} ${attrName}`, 'event handler attributes are not allowed');
    else if (attrName === 'dangerouslySetInnerHTML') flag(el, `${tag} ${attrName}`, 'dangerouslySetInnerHTML is not allowed');
    if (attr.value && typeof attr.value === 'object') {
      if (attrName !== 'dangerouslySetInnerHTML' && !/^on/i.test(attrName)) flag(el, `${tag} ${attrName}`, 'expression values are not allowed; write a plain string');
      continue;
    }
    if (typeof attr.value === 'string') {
      if (isScriptUrl(attr.value)) flag(el, `${tag} ${attrName}`, `script URL "${attr.value.slice(0, 40)}" is not allowed`);
      if (attrName === 'src') src = attr.value;
    }
  }
  if (name.toLowerCase() === 'iframe') {
    const host = src ? hostOf(src) : null;
    if (!host || !options.iframeHosts.includes(host)) {
      flag(el, tag, `src ${src ? `"${src}"` : '(none)'} is not an https URL on an allowed host (site.content.iframeHosts: ${options.iframeHosts.join(', ') || 'none'})`);
    }
  }
}
