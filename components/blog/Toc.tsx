import type { ReactElement } from 'react';
import type { TocItem } from '@/lib/mdx/rehype-headings';
import { TocSpy } from './TocSpy.client';

/**
 * The outline's list, one element per outline: a page shows it twice (beside the article and
 * collapsed above it), and the RSC payload carries an element passed twice only once.
 */
const lists = new WeakMap<TocItem[], ReactElement>();
function tocList(items: TocItem[]): ReactElement {
  let list = lists.get(items);
  if (!list) {
    list = (
      <ul>
        {items.map((item) => (
          <li key={item.id} className={`toc-depth-${item.depth}`}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    );
    lists.set(items, list);
  }
  return list;
}

/**
 * The h2-h4 outline of a page, nested by depth. The copy beside the article carries the
 * scroll-spy, which marks the heading being read in every copy on the page.
 */
export function Toc({ items, title, spy = true, heading = true, lang }: { items: TocItem[]; title: string; spy?: boolean; heading?: boolean; lang?: string }) {
  if (!items.length) return null;
  return (
    <nav className="toc" aria-label={title}>
      {heading && <p className="toc-title">{title}</p>}
      {/* The headings are in the body's language, which may not be the page's. */}
      {lang ? <div lang={lang}>{tocList(items)}</div> : tocList(items)}
      {spy && <TocSpy />}
    </nav>
  );
}

/** Above the article body where the side column is hidden (narrow screens): a collapsed 'On this page'. */
export function TocCollapsible({ items, title }: { items: TocItem[]; title: string }) {
  if (!items.length) return null;
  return (
    <details className="toc-collapsible">
      <summary className="toc-collapsible-button">{title}</summary>
      <Toc items={items} title={title} spy={false} heading={false} />
    </details>
  );
}
