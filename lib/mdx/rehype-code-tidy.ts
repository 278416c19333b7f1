import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';

// rehype-pretty-code writes these under its own names; the parsed shiki output has hast's.
const THEME = ['data-theme', 'dataTheme'];
const LANGUAGE = ['data-language', 'dataLanguage'];

const drop = (element: Element, keys: string[]) => keys.forEach((key) => delete element.properties[key]);

/**
 * Runs after rehype-pretty-code and drops what a highlighted block repeats and nothing reads (no
 * stylesheet, script or test): the theme names, written on the <pre>, its <code> and the title;
 * the language but on the <pre>; and the <code>'s `display: grid` (`.code-block code` has it).
 *
 * Then the block's highlighted lines become one HTML string on its <code> (`data-html`), which
 * the page's body renders as the <code>'s inner HTML (components/mdx/elements.ts). The
 * markup is the same; what changes is the page's RSC payload, written twice in the export (inline
 * in index.html and as the prefetch file): as an element tree every token is
 * `["$","span",null,{"className":"t66","children":"adb"}]`, as HTML `<span class="t66">adb</span>`.
 * Nothing on the client reads the tree (the copy button reads the DOM), and only generated markup
 * goes this way (shiki's spans and the text it escapes), never an author's HTML.
 */
export function rehypeCodeTidy() {
  return (tree: Root) => {
    visit(tree, 'element', (figure: Element) => {
      if (!('data-rehype-pretty-code-figure' in figure.properties)) return;
      for (const child of figure.children) {
        if (child.type !== 'element') continue;
        drop(child, THEME);
        if (child.tagName !== 'pre') {
          drop(child, LANGUAGE);
          continue;
        }
        const code = child.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
        if (!code) continue;
        drop(code, [...THEME, ...LANGUAGE]);
        const style = String(code.properties.style ?? '').replace(/display:\s*grid;?/, '').trim();
        if (style) code.properties.style = style;
        else delete code.properties.style;
        code.properties.dataHtml = toHtml(code.children, { characterReferences: { useShortestReferences: true } });
        code.children = [];
      }
      return 'skip';
    });
  };
}
