import { describe, expect, it } from 'vitest';
import { contextualVersion, preferredVersion, VERSION_CONFIGS, versionBanner, versionLinks, versionOfPath } from '@/lib/content/docs-version';

/** Two versions: 2.0 is the latest release, `current` is the unreleased working copy, 1.0 is old. */
const versions = [
  { name: '2.0', label: '2.0', isLast: true, path: '/docs', mainDocId: 'intro' },
  { name: 'current', label: 'Next', isLast: false, path: '/docs/next', mainDocId: 'intro' },
  { name: '1.0', label: '1.0', isLast: false, path: '/docs/1.0', mainDocId: 'intro' },
];
const permalinks: Record<string, Record<string, string>> = {
  '2.0': { intro: '/docs/intro', guide: '/docs/guide' },
};
const permalinkOf = (v: string, id: string) => permalinks[v]?.[id];

describe('versionBanner', () => {
  it('shows nothing on the latest version', () => {
    expect(versionBanner(versions[0], versions, 'guide', permalinkOf)).toBeNull();
  });

  it('marks the working copy unreleased and links the same doc in the latest version', () => {
    expect(versionBanner(versions[1], versions, 'guide', permalinkOf)).toEqual({
      kind: 'unreleased',
      versionLabel: 'Next',
      latest: { name: '2.0', label: '2.0', href: '/docs/guide' },
    });
  });

  it('marks older versions unmaintained and falls back to the main doc of the latest', () => {
    expect(versionBanner(versions[2], versions, 'removed-doc', permalinkOf)).toEqual({
      kind: 'unmaintained',
      versionLabel: '1.0',
      latest: { name: '2.0', label: '2.0', href: '/docs/intro' },
    });
  });

  it('honours an explicit banner: null hides it', () => {
    expect(versionBanner({ ...versions[2], banner: null }, versions)).toBeNull();
    expect(versionBanner({ ...versions[2], banner: 'unreleased' }, versions)?.latest.href).toBe('/docs');
  });

  it('the site has one version today: current, Next', () => {
    expect(VERSION_CONFIGS).toEqual([{ name: 'current', label: 'Next', path: '/docs', mainDocId: 'skill/index' }]);
  });
});

describe('preferredVersion', () => {
  it('keeps a stored version that exists and clears one that no longer does', () => {
    expect(preferredVersion(null, versions)).toEqual({ name: null, clear: false });
    expect(preferredVersion('1.0', versions)).toEqual({ name: '1.0', clear: false });
    expect(preferredVersion('0.9', versions)).toEqual({ name: null, clear: true });
  });
});

describe('versionLinks', () => {
  it('links the same doc in every version, else the version main doc, else its root', () => {
    const more = { ...permalinks, current: { intro: '/docs/next/intro', guide: '/docs/next/guide' }, '1.0': { intro: '/docs/1.0/intro' } };
    const of = (v: string, id: string) => more[v as keyof typeof more]?.[id as 'intro'];
    expect(versionLinks('current', versions, 'guide', of)).toEqual([
      { name: '2.0', label: '2.0', href: '/docs/guide', active: false },
      { name: 'current', label: 'Next', href: '/docs/next/guide', active: true },
      { name: '1.0', label: '1.0', href: '/docs/1.0/intro', active: false },
    ]);
    expect(versionLinks('2.0', versions, 'guide', () => undefined).map((l) => l.href)).toEqual(['/docs', '/docs/next', '/docs/1.0']);
  });
});

describe('versionOfPath', () => {
  it('picks the version with the longest matching base path', () => {
    expect(versionOfPath('/docs/next/guide/', versions)?.name).toBe('current');
    expect(versionOfPath('/docs/1.0', versions)?.name).toBe('1.0');
    expect(versionOfPath('/docs/1.0.1/intro', versions)?.name).toBe('2.0');
    expect(versionOfPath('/docs/', versions)?.name).toBe('2.0');
    expect(versionOfPath('/blog/x/', versions)).toBeUndefined();
  });
});

describe('contextualVersion', () => {
  it('uses the version of the docs page being read, whatever the preference', () => {
    expect(contextualVersion('/docs/1.0/intro/', 'current', versions)).toBe('1.0');
  });
  it('off the docs, uses the preferred version, else the latest', () => {
    expect(contextualVersion('/blog/', '1.0', versions)).toBe('1.0');
    expect(contextualVersion('/blog/', null, versions)).toBe('2.0');
  });
  it('a preference for a version that no longer exists is dropped before it is used', () => {
    const stale = preferredVersion('0.9', versions);
    expect(stale).toEqual({ name: null, clear: true });
    expect(contextualVersion('/', stale.name, versions)).toBe('2.0');
    expect(contextualVersion('/docs/next/guide', stale.name, versions)).toBe('current');
  });
});
