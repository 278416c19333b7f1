import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

// rehype-pretty-code writes these under its own names; the parsed shiki output has hast's.
const THEME = ['data-theme', 'dataTheme'];
const LANGUAGE = ['data-language', 'dataLanguage'];

const drop = (element: Element, keys: string[]) => keys.forEach((key) => delete element.properties[key]);

/**
 * Runs after rehype-pretty-code and drops what a highlighted block repeats and nothing reads (no
 * stylesheet, script or test): the theme names, written on the <pre>, its <code> and the title;
 * the language but on the <pre>; and the <code>'s `display: grid` (`.code-block code` has it).
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
      }
      return 'skip';
    });
  };
}
