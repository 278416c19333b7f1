import type { Element, Root, Text } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { SITE_IDS } from './remark-content-policy';
import { createSlugger } from './slugger';

export type TocItem = { depth: 2 | 3 | 4; id: string; text: string };

const EXPLICIT_ID = /\s*\{#([^}\s]+)\}\s*$/;

/**
 * Gives every h2-h6 a stable id (an explicit `{#id}` wins), appends an anchor link, and records
 * the h2-h4 outline in `file.data.toc`.
 */
export function rehypeHeadings() {
  return (tree: Root, file: { data: Record<string, unknown> }) => {
    const slug = createSlugger(SITE_IDS);
    const toc: TocItem[] = [];
    visit(tree, 'element', (node: Element) => {
      const match = /^h([2-6])$/.exec(node.tagName);
      if (!match) return;
      const last = node.children.at(-1);
      let explicit: string | undefined;
      if (last?.type === 'text') {
        const m = EXPLICIT_ID.exec((last as Text).value);
        if (m) {
          explicit = m[1];
          (last as Text).value = (last as Text).value.replace(EXPLICIT_ID, '');
        }
      }
      const text = toString(node).trim();
      const id = explicit ?? slug(text);
      if (explicit) slug(explicit);
      node.properties = { ...node.properties, id };
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { href: `#${id}`, className: ['hash-link'], 'aria-label': text },
        children: [{ type: 'text', value: '#' }],
      });
      const depth = Number(match[1]);
      if (depth <= 4) toc.push({ depth: depth as 2 | 3 | 4, id, text });
    });
    file.data.toc = toc;
  };
}
