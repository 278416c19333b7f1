import type { TocItem } from '@/lib/mdx/rehype-headings';
import { TocSpy } from './TocSpy.client';

/**
 * The h2-h4 outline of a page, nested by depth. The copy beside the article carries the
 * scroll-spy, which marks the heading being read in every copy on the page.
 */
export function Toc({ items, title, spy = true, heading = true }: { items: TocItem[]; title: string; spy?: boolean; heading?: boolean }) {
  if (!items.length) return null;
  return (
    <nav className="toc" aria-label={title}>
      {heading && <p className="toc-title">{title}</p>}
      <ul>
        {items.map((item) => (
          <li key={item.id} className={`toc-depth-${item.depth}`}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
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
