import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkXml, xmlErrors } from '@/scripts/lib/check-xml';
import { postbuildSteps, runPostbuild } from '@/scripts/lib/postbuild';

const FIXTURE = path.resolve('tests/fixtures/postbuild-rejects-malformed-xml');

describe('every XML file of the export is parsed', () => {
  it('names each malformed file with line and column; a valid feed and _next/ pass', () => {
    expect(checkXml(FIXTURE)).toEqual({
      files: 4,
      errors: [
        'blog/rss.xml:4:16: disallowed character',
        'blog/tags/vue/rss.xml:3:24: no whitespace between attributes',
        'sitemap.xml:3:48: "&" that starts no entity (write &amp;)',
      ],
    });
  });
  it('rejects what sax (bundled with feed) lets through: U+0000, undefined entities', () => {
    expect(xmlErrors('<a>\u0000</a>')).toEqual(['1:4: disallowed character']);
    expect(xmlErrors('<a>&nbsp;</a>')).toEqual(['1:9: undefined entity']);
    expect(xmlErrors('<a>&amp;&#x4e2d;</a>')).toEqual([]);
  });
  it('is the last post-build step, and its errors fail the build', async () => {
    expect(postbuildSteps.at(-1)?.name).toBe('xml');
    const quiet = [vi.spyOn(console, 'log').mockImplementation(() => {}), vi.spyOn(console, 'error').mockImplementation(() => {})];
    try {
      expect(await runPostbuild(FIXTURE, postbuildSteps.slice(-1))).toBe(1);
    } finally {
      quiet.forEach((q) => q.mockRestore());
    }
  });
});
