import { storage } from '@/lib/browser/storage';

/** A search the reader picked: kept as recent (7) or favourite (5), per locale, in localStorage. */
export type SavedSearch = { url: string; title: string; subtitle?: string };

const LIMITS = { recent: 7, favorite: 5 } as const;
type Kind = keyof typeof LIMITS;

const key = (kind: Kind, locale: string) => `search.${kind}.${locale}`;

export function readSaved(kind: Kind, locale: string): SavedSearch[] {
  try {
    const list = JSON.parse(storage.get(key(kind, locale)) ?? '[]');
    return Array.isArray(list) ? list.filter((s) => s && typeof s.url === 'string' && typeof s.title === 'string') : [];
  } catch {
    return [];
  }
}

function write(kind: Kind, locale: string, list: SavedSearch[]) {
  storage.set(key(kind, locale), JSON.stringify(list.slice(0, LIMITS[kind])));
}

/** Moves an item to the front of a list (favourites are never also recents). */
export function saveSearch(kind: Kind, locale: string, item: SavedSearch) {
  if (kind === 'recent' && readSaved('favorite', locale).some((s) => s.url === item.url)) return;
  write(kind, locale, [item, ...readSaved(kind, locale).filter((s) => s.url !== item.url)]);
  if (kind === 'favorite') removeSearch('recent', locale, item.url);
}

export function removeSearch(kind: Kind, locale: string, url: string) {
  write(kind, locale, readSaved(kind, locale).filter((s) => s.url !== url));
}
