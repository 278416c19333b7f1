import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';

/**
 * Runs last: the highlighted lines of a code block become one HTML string on its <code>
 * (`data-html`), which the MDX components render with `dangerouslySetInnerHTML`. The markup is
 * the same; what changes is the page's RSC payload. As an element tree every token is
 * `["$","span",null,{"className":"t66","children":"adb"}]`, and a page's payload is written twice
 * in the export (inline in index.html and as its prefetch file); as HTML it is
 * `<span class="t66">adb</span>`. Nothing on the client reads the tree: the copy button reads the
 * DOM. Only generated markup goes this way (shiki's spans and the text it escapes), never an
 * author's HTML.
 */
export function rehypeCodeHtml() {
  return (tree: Root) => {
    visit(tree, 'element', (figure: Element) => {
      if (!('data-rehype-pretty-code-figure' in figure.properties)) return;
      for (const pre of figure.children) {
        if (pre.type !== 'element' || pre.tagName !== 'pre') continue;
        for (const code of pre.children) {
          if (code.type !== 'element' || code.tagName !== 'code') continue;
          code.properties.dataHtml = toHtml(code.children, { characterReferences: { useShortestReferences: true } });
          code.children = [];
        }
      }
      return 'skip';
    });
  };
}
