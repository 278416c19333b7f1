import type { Root, Paragraph, PhrasingContent, Text } from 'mdast';
import { visit } from 'unist-util-visit';

export const admonitionTypes = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type AdmonitionType = (typeof admonitionTypes)[number];

type Directive = {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  children: (PhrasingContent | Paragraph)[];
  data?: Record<string, unknown>;
};

/**
 * `:::tip[Title] ... :::` becomes `<aside data-admonition="tip">` with an optional title
 * paragraph. Any other directive (`a:b` in prose parses as one) is turned back into its text.
 */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      const d = node as unknown as Directive;
      if (d.type !== 'containerDirective' && d.type !== 'leafDirective' && d.type !== 'textDirective') return;
      if (d.type === 'containerDirective' && (admonitionTypes as readonly string[]).includes(d.name)) {
        const first = d.children[0] as Paragraph | undefined;
        const hasLabel = first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel;
        if (hasLabel) {
          first.data = { hName: 'p', hProperties: { 'data-admonition-title': '' } } as Paragraph['data'];
        }
        d.data = { hName: 'aside', hProperties: { 'data-admonition': d.name } };
        return;
      }
      if (!parent || index === undefined) return;
      const label = d.children.length ? `[${d.children.map((c) => ('value' in c ? c.value : '')).join('')}]` : '';
      const prefix = d.type === 'textDirective' ? ':' : d.type === 'leafDirective' ? '::' : ':::';
      const text: Text = { type: 'text', value: `${prefix}${d.name}${label}` };
      (parent.children as unknown[]).splice(index, 1, d.type === 'textDirective' ? text : { type: 'paragraph', children: [text] });
    });
  };
}
