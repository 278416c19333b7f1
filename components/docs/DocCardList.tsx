import Link from '@/components/ui/Link';
import { ChineseBadge } from '@/components/ui/ChineseBadge';
import type { DocCard } from '@/lib/content/docs-index';
import type { Locale } from '@/lib/i18n/locales';
import { getT } from '@/lib/i18n/messages';
import { localePath } from '@/lib/routes/paths';
import { Phrases } from '@/components/ui/Phrases';

/** The cards of a generated index page: docs (title, description) and sub-categories. */
export function DocCardList({ items, locale }: { items: DocCard[]; locale: Locale }) {
  const t = getT(locale);
  return (
    <ul className="doc-cards">
      {items.map((card) => (
        <li key={card.href}>
          <Link className="doc-card" href={localePath(locale, card.href)}>
            <span className="doc-card-title">
              <span lang={card.lang && card.lang !== locale ? card.lang : undefined}><Phrases text={card.title} /></span>
              <ChineseBadge lang={card.lang} locale={locale} />
            </span>
            <span className="doc-card-description" lang={card.lang && card.lang !== locale && card.description ? card.lang : undefined}>
              {card.description ?? (card.count !== undefined ? t('docs.categoryItems', { count: card.count }) : '')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
