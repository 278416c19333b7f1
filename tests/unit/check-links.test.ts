import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../scripts/lib/check-links';

describe('link check under a base path', () => {
  it('treats an internal link that does not start with the base path as broken', () => {
    const report = checkLinks('tests/fixtures/export-links-missing-base-path', { siteUrl: 'https://inkstone.dev', basePath: '/notes' });
    expect(report.errors).toEqual([
      '/: broken link /blog/rss.xml (outside the base path /notes)',
      '/: broken link /en/ (outside the base path /notes)',
      '/: broken link /notesx/ (outside the base path /notes)',
    ]);
    // https://inkstone.dev/en/ is another site on the same host, not a link into this one.
    expect(report.links).toBe(9);
  });

  it('without a base path the same root-relative links resolve against the root', () => {
    const report = checkLinks('tests/fixtures/export-links-missing-base-path', { siteUrl: 'https://inkstone.dev', basePath: '' });
    expect(report.errors).toContain('/: broken link /notes/blog/');
    expect(report.errors).not.toContain('/: broken link /blog/rss.xml');
  });
});
