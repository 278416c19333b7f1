import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/site/env';

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
