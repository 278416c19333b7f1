import { contextualVersion, PREFERRED_VERSION_KEY, preferredVersion, VERSION_CONFIGS } from '@/lib/content/docs-version';
import { splitLocale } from '@/lib/routes/paths';
import { storage } from './storage';

/**
 * The reader's preferred docs version in the browser. It is saved when the reader chooses a
 * version (the version menu, the banner's link to the latest) and dropped as soon as it names a
 * version this build no longer has.
 */
export function readPreferredVersion(versions = VERSION_CONFIGS): string | null {
  const result = preferredVersion(storage.get(PREFERRED_VERSION_KEY), versions);
  if (result.clear) storage.remove(PREFERRED_VERSION_KEY);
  return result.name;
}

export function savePreferredVersion(name: string): void {
  storage.set(PREFERRED_VERSION_KEY, name);
}

/** The docs version search results are filtered to on the page at `pathname` (base path removed). */
export function searchVersion(pathname: string, versions = VERSION_CONFIGS): string {
  return contextualVersion(splitLocale(pathname).path, readPreferredVersion(versions), versions);
}

/** Links that choose a version carry `data-docs-version`; a click on one saves the choice. */
export function saveVersionOnClick(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[data-docs-version]');
  const name = link?.getAttribute('data-docs-version');
  if (name) savePreferredVersion(name);
}
