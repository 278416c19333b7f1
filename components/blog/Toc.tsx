import type { TocItem } from '@/lib/mdx/rehype-headings';

/** The h2-h4 outline of a page, nested by depth. */
export function Toc({ items, title }: { items: TocItem[]; title: string }) {
  if (!items.length) return null;
  return (
    <nav className="toc" aria-label={title}>
      <p className="toc-title">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={`toc-depth-${item.depth}`}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
