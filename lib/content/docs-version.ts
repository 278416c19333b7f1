import { withoutTrailingSlash } from '@/lib/routes/paths';
import type { Sidebar } from './docs-sidebars';

/**
 * The docs version model. One version exists today (`current`, label 'Next', the latest); the
 * code takes a list so older or unreleased versions could be added as plain data.
 */
export type VersionConfig = {
  /** `current` is the working copy in content/docs; others would be snapshots. */
  name: string;
  label: string;
  /** Locale-free base path of the version's docs. */
  path: string;
  /** Id of the doc shown at the version's root path. */
  mainDocId: string;
  /** Banner override; by default derived from the version's place in the list. */
  banner?: VersionBannerKind | null;
};

export type DocsVersion = VersionConfig & {
  isLast: boolean;
  /** Ids of the version's (non-draft) docs. */
  docs: string[];
  draftIds: string[];
  sidebars: Record<string, Sidebar>;
};

export type VersionBannerKind = 'unreleased' | 'unmaintained';

/** The versions, newest first; the first one is the latest ("last") version. */
export const VERSION_CONFIGS: VersionConfig[] = [{ name: 'current', label: 'Next', path: '/docs', mainDocId: 'skill/index' }];

/** The latest version: the first of the list (`lastVersion` in Docusaurus terms). */
export function latestVersion<V extends { isLast: boolean }>(versions: V[]): V {
  return versions.find((v) => v.isLast) ?? versions[0];
}

export type VersionBanner = {
  kind: VersionBannerKind;
  /** The version the page belongs to. */
  versionLabel: string;
  latest: { name: string; label: string; href: string };
};

/**
 * The banner shown on a page of `version`: none for the latest version; 'unreleased' for the
 * working copy when it is not the latest; 'unmaintained' for older versions. The link goes to the
 * same doc in the latest version when it exists there, else to the latest version's main doc.
 */
export function versionBanner(
  version: Pick<DocsVersion, 'name' | 'label' | 'isLast' | 'banner'>,
  versions: Pick<DocsVersion, 'name' | 'label' | 'isLast' | 'path' | 'mainDocId'>[],
  docId?: string,
  permalinkOf: (version: string, docId: string) => string | undefined = () => undefined,
): VersionBanner | null {
  if (version.isLast) return null;
  const kind = version.banner === undefined ? (version.name === 'current' ? 'unreleased' : 'unmaintained') : version.banner;
  if (!kind) return null;
  const latest = latestVersion(versions);
  return { kind, versionLabel: version.label, latest: { name: latest.name, label: latest.label, href: docInVersion(latest, docId, permalinkOf) } };
}

/** Where a doc lives in a version: its own page there, else the version's main doc, else its root path. */
function docInVersion(
  version: Pick<DocsVersion, 'name' | 'path' | 'mainDocId'>,
  docId: string | undefined,
  permalinkOf: (version: string, docId: string) => string | undefined,
): string {
  return (docId && permalinkOf(version.name, docId)) || permalinkOf(version.name, version.mainDocId) || version.path;
}

/** One entry of the version menu: the same doc in another version, or that version's root. */
export type VersionLink = { name: string; label: string; href: string; active: boolean };

/**
 * The version menu of a doc page: every version, linking to the same doc where that version has
 * it, else to the version's main doc, else to its root path.
 */
export function versionLinks(
  current: string,
  versions: Pick<DocsVersion, 'name' | 'label' | 'path' | 'mainDocId'>[],
  docId: string,
  permalinkOf: (version: string, docId: string) => string | undefined,
): VersionLink[] {
  return versions.map((v) => ({ name: v.name, label: v.label, href: docInVersion(v, docId, permalinkOf), active: v.name === current }));
}

/** The version whose docs live under a locale-free path (longest base path wins), if any. */
export function versionOfPath<V extends Pick<VersionConfig, 'path'>>(path: string, versions: V[]): V | undefined {
  const clean = withoutTrailingSlash(path);
  return [...versions].sort((a, b) => b.path.length - a.path.length).find((v) => clean === v.path || clean.startsWith(`${v.path}/`));
}

export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/**
 * The reader's preferred version from storage: kept when it still exists; otherwise `clear` is
 * set so the caller removes the stale value.
 */
export function preferredVersion(stored: string | null, versions: Pick<DocsVersion, 'name'>[]): { name: string | null; clear: boolean } {
  if (stored === null) return { name: null, clear: false };
  return versions.some((v) => v.name === stored) ? { name: stored, clear: false } : { name: null, clear: true };
}

/**
 * The docs version search results are filtered to, like Docusaurus' contextual search: the version
 * of the docs page being read, else the reader's preferred version (already checked with
 * `preferredVersion`), else the latest.
 */
export function contextualVersion(path: string, preferred: string | null, versions: Pick<VersionConfig, 'name' | 'path'>[]): string {
  return versionOfPath(path, versions)?.name ?? preferred ?? versions[0].name;
}
