import { describe, expect, it } from 'vitest';
import { deployProblems, parseEnv, PREVIEW_SITE_URL, previewWarning } from '@/lib/site/env';

describe('parseEnv', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env.siteUrl).toMatch(/^https:\/\//);
    // A reserved name (RFC 2606): the project owns no real domain.
    expect(env.siteUrl).toBe('https://inkstone.example');
    expect(env.basePath).toBe('');
    expect(env.giscus).toBeUndefined();
  });
  it('strips a trailing slash from SITE_URL', () => {
    expect(parseEnv({ SITE_URL: 'https://example.com/' }).siteUrl).toBe('https://example.com');
  });
  it.each([
    [{ SITE_URL: 'example.com' }, 'SITE_URL'],
    [{ BASE_PATH: 'notes/' }, 'BASE_PATH'],
    [{ GISCUS_REPO: 'not a repo', GISCUS_REPO_ID: 'x', GISCUS_CATEGORY_ID: 'y' }, 'GISCUS_REPO'],
    [{ ANALYTICS_ID: 'UA-1' }, 'ANALYTICS_ID'],
    [{ DOCSEARCH_APP_ID: 'abc' }, 'DOCSEARCH_API_KEY, DOCSEARCH_INDEX_NAME'],
  ])('a wrong value fails naming the variable: %o', (source, name) => {
    expect(() => parseEnv(source)).toThrow(name);
  });
});

describe('EDIT_URL', () => {
  it('accepts https: only', () => {
    expect(parseEnv({ EDIT_URL: 'https://example.com/me/site/edit/main' }).editUrl).toBe('https://example.com/me/site/edit/main');
    for (const bad of ['javascript:alert(1)//', 'http://example.com/edit', 'data:text/html,x', 'ftp://example.com/x']) {
      expect(() => parseEnv({ EDIT_URL: bad })).toThrow('EDIT_URL: must be an https URL such as https://github.com/me/site/edit/main');
    }
  });
});

describe('a deploy build', () => {
  it('fails without SITE_URL, naming the variable', () => {
    expect(deployProblems({})).toEqual([expect.stringMatching(/^SITE_URL: not set; a deploy build needs/)]);
    expect(deployProblems({ SITE_URL: '  ' })).toHaveLength(1);
  });
  it.each(['https://inkstone.example', 'https://blog.example', 'http://localhost:3000', 'http://127.0.0.1:3000', 'https://site.test'])('refuses the reserved or local origin %s', (url) => {
    expect(deployProblems({ SITE_URL: url })).toEqual([`SITE_URL: ${url} is a reserved or local name; a deploy build needs the origin the site is served from`]);
  });
  it("takes the production origin Netlify or Vercel hands the build when SITE_URL is unset", () => {
    expect(parseEnv({ NETLIFY: 'true', URL: 'https://inkstone-blog.netlify.app' }).siteUrl).toBe('https://inkstone-blog.netlify.app');
    expect(parseEnv({ VERCEL_PROJECT_PRODUCTION_URL: 'inkstone-blog.vercel.app' }).siteUrl).toBe('https://inkstone-blog.vercel.app');
    expect(parseEnv({ SITE_URL: 'https://blog.example.org', NETLIFY: 'true', URL: 'https://x.netlify.app' }).siteUrl).toBe('https://blog.example.org');
    // URL alone is no host's announcement (it is a common variable name).
    expect(parseEnv({ URL: 'https://x.netlify.app' }).siteUrl).toBe(PREVIEW_SITE_URL);
    expect(deployProblems({ VERCEL_PROJECT_PRODUCTION_URL: 'inkstone-blog.vercel.app' })).toEqual([]);
  });
  it('accepts a public origin', () => {
    expect(deployProblems({ SITE_URL: 'https://blog.example.org' })).toEqual([]);
  });
  it('a plain build without SITE_URL warns that it is a preview, naming what it publishes', () => {
    expect(previewWarning({})).toMatch(/^SITE_URL is not set: this build is a local preview\. .*feeds, social cards .*https:\/\/inkstone\.example/);
    expect(previewWarning({ SITE_URL: 'https://blog.example.org' })).toBeNull();
  });
});
