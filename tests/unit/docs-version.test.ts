import { describe, expect, it } from 'vitest';
import { preferredVersion, VERSION_CONFIGS, versionBanner } from '@/lib/content/docs-version';

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
      latest: { label: '2.0', href: '/docs/guide' },
    });
  });

  it('marks older versions unmaintained and falls back to the main doc of the latest', () => {
    expect(versionBanner(versions[2], versions, 'removed-doc', permalinkOf)).toEqual({
      kind: 'unmaintained',
      versionLabel: '1.0',
      latest: { label: '2.0', href: '/docs/intro' },
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
