import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

const cells = (row: Element) => row.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'th' || c.tagName === 'td'));
const rows = (section: Element | undefined) => (section?.children ?? []).filter((c): c is Element => c.type === 'element' && c.tagName === 'tr');
const child = (node: Element, tag: string) => node.children.find((c): c is Element => c.type === 'element' && c.tagName === tag);

/**
 * A comparison table written in Markdown leaves its top-left header cell empty (`| | RDB | AOF |`):
 * its first column then names the rows. Marks that column as row headers (`th scope="row"`) and
 * the empty corner as a plain cell, so every data cell has a header for screen readers. Column
 * headers get `scope="col"`.
 */
export function rehypeTableHeaders() {
  return (tree: Root) => {
    visit(tree, 'element', (table: Element) => {
      if (table.tagName !== 'table') return;
      const head = rows(child(table, 'thead'))[0];
      if (!head) return;
      const headCells = cells(head);
      for (const th of headCells) if (th.tagName === 'th') th.properties = { ...th.properties, scope: 'col' };
      const corner = headCells[0];
      if (!corner || toString(corner).trim() !== '') return;
      corner.tagName = 'td';
      delete corner.properties.scope;
      for (const row of rows(child(table, 'tbody'))) {
        const first = cells(row)[0];
        if (first) {
          first.tagName = 'th';
          first.properties = { ...first.properties, scope: 'row' };
        }
      }
    });
  };
}
