import { describe, expect, it } from 'vitest';
import { isActivePath } from '@/lib/routes/active';

describe('isActivePath', () => {
  it('marks a link on its own page and below it; home only on itself', () => {
    expect(isActivePath('/en/blog/x', '/en/blog/')).toBe(true);
    expect(isActivePath('/en/about/', '/en/blog/')).toBe(false);
    expect(isActivePath('/en/blog/', '/en/')).toBe(false);
    expect(isActivePath('/en', '/en/')).toBe(true);
  });

  it('an exact link only on its page', () => {
    expect(isActivePath('/blog/a/', '/blog/a/', { exact: true })).toBe(true);
    expect(isActivePath('/blog/a/b/', '/blog/a/', { exact: true })).toBe(false);
  });

  it('a section link on every page of its section but those of the excepted links', () => {
    const notes = { match: '/docs/', except: ['/docs/tools/'] };
    for (const p of ['/docs/', '/docs/category/数据库/', '/docs/tags/git/', '/docs/skill/database/redis/']) expect(isActivePath(p, '/docs/skill/', notes), p).toBe(true);
    expect(isActivePath('/docs/tools/vscode/', '/docs/skill/', notes)).toBe(false);
    expect(isActivePath('/about/', '/docs/skill/', notes)).toBe(false);
  });

  it('a docs link on the flat-slug pages of its sidebar, and the notes link not there', () => {
    const tools = { also: ['/en/docs/vscode/', '/en/docs/obsidian/'] };
    expect(isActivePath('/en/docs/vscode', '/en/docs/tools/', tools)).toBe(true);
    expect(isActivePath('/en/docs/redis/', '/en/docs/tools/', tools)).toBe(false);
    const notes = { match: '/en/docs/', except: ['/en/docs/tools/', ...tools.also] };
    expect(isActivePath('/en/docs/vscode/', '/en/docs/skill/', notes)).toBe(false);
    expect(isActivePath('/en/docs/redis/', '/en/docs/skill/', notes)).toBe(true);
  });
});
