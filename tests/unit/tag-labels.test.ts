import { describe, expect, it } from 'vitest';
import { blog, docs } from '@/lib/content';
import { tagLabel, tagsWithoutEnglishLabel } from '@/lib/content/tag-labels';
import { parseDataFile, tagLabelsFile } from '@/lib/content/data';

describe('English tag labels (content/data/tag-labels.json)', () => {
  it('every Chinese tag of a post or a doc has an English label', () => {
    const labels = [...blog.tags(), ...docs.tags()].map((t) => t.label);
    expect(labels.length).toBeGreaterThan(100);
    expect(tagsWithoutEnglishLabel(labels)).toEqual([]);
  });

  it('English pages get the English label; Chinese pages and English tags keep theirs', () => {
    expect(tagLabel('年终总结', 'en')).toBe('Year-end summary');
    expect(tagLabel('年终总结', 'zh-CN')).toBe('年终总结');
    expect(tagLabel('docker', 'en')).toBe('docker');
    expect(tagsWithoutEnglishLabel(['docker', '没有的标签'])).toEqual(['没有的标签']);
  });

  it('rejects an English key and a label with Chinese in it, naming the field', () => {
    const parse = (json: unknown) => () => parseDataFile(tagLabelsFile, json, 'content/data/tag-labels.json');
    expect(parse({ docker: 'Docker' })).toThrow('content/data/tag-labels.json: docker: only a tag with Chinese in it needs an English label');
    expect(parse({ 工具: '工具箱' })).toThrow('content/data/tag-labels.json: 工具: must be the English label, without Chinese');
    expect(parse({ 工具: 'Tools' })()).toEqual({ 工具: 'Tools' });
  });
});
