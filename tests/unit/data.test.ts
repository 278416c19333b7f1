import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '@/lib/content/data';
import { ContentError } from '@/lib/content/errors';

const fixtures = path.join(import.meta.dirname, '../fixtures');

describe('site data files', () => {
  it('the real data files are valid and hold what the spec asks for', () => {
    const data = loadSiteData();
    expect(data.projects).toHaveLength(13);
    expect(data.projects.filter((p) => ['web', 'toy', 'personal'].includes(p.type))).toHaveLength(9);
    expect(data.projects.filter((p) => p.type === 'other')).toHaveLength(4);
    // Every drawing the English showcase shows is its own, in English (issue 41 item 12).
    expect(data.projects.filter((p) => typeof p.preview !== 'string').length).toBeGreaterThanOrEqual(12);
    expect(Object.fromEntries(Object.entries(data.showcaseTags).map(([k, v]) => [k, v.color]))).toEqual({
      favorite: '#e9669e',
      opensource: '#39ca30',
      product: '#dfd545',
      design: '#a44fb7',
      large: '#8c2f00',
      personal: '#12affa',
    });
    expect(data.social.map((s) => s.key)).toEqual(['github', 'juejin', 'twitter', 'discord', 'qq', 'wx', 'zhihu', 'email', 'cloudmusic', 'rss']);
    expect(data.social.find((s) => s.key === 'rss')?.href).toBe('/blog/rss.xml');
  });

  it('a broken fixture of every file kind fails with one line per problem, naming file and field', () => {
    let error: unknown;
    try {
      loadSiteData(path.join(fixtures, 'data-broken'));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContentError);
    const problems = (error as ContentError).problems.join('\n');
    const f = 'tests/fixtures/data-broken/';
    expect(problems).toContain(`${f}projects.json: 0.type: Invalid option`);
    expect(problems).toContain(`${f}projects.json: 1.tags.0: Invalid option`);
    expect(problems).toContain(`${f}projects.json: 2.description.en: Invalid input`);
    // The drawing the English site shows writes no Chinese: one path for both locales, or the `en` one.
    expect(problems).toContain(`${f}projects.json: 0.preview: "/img/projects/inkstone.svg" is shown on the English site but writes Chinese ("博客", "笔记", "项目")`);
    expect(problems).toContain(`${f}projects.json: 3.preview.en: "/img/projects/ast-playground.svg" is shown on the English site but writes Chinese ("常量折叠", "字符串解码", "控制流还原")`);
    // A drawing without words (a terminal) may serve both locales.
    expect(problems).not.toContain(`${f}projects.json: 4.preview`);
    expect(problems).toContain(`${f}showcase-tags.json: favorite.color: must be a #rrggbb colour`);
    expect(problems).toContain(`${f}showcase-tags.json: large: Invalid input`);
    expect(problems).toContain(`${f}friends.json: 0.website: must be an https URL`);
    expect(problems).toContain(`${f}resources.json: 0.id: must be lowercase ascii words joined by hyphens`);
    expect(problems).toContain(`${f}resources.json: 1.items: needs at least one link`);
    expect(problems).toContain(`${f}social.json: 0.key: Invalid option`);
    expect(problems).toMatch(/tests\/fixtures\/data-broken\/profile\.json: .*JSON/);
    expect(problems).toContain(`${f}tag-labels.json: 年终总结: must be the English label, without Chinese`);
  });
});
