import { describe, expect, it } from 'vitest';
import { missingPathQuery } from '@/lib/search/missing-path';

describe("a 404 page's search from its address", () => {
  it("keeps the missing path's words, without route words, numbers or file extensions", () => {
    expect(missingPathQuery('/en/blog/page/9/docker-compose-tips.html')).toBe('docker compose tips');
    expect(missingPathQuery('/docs/skill/database/redis_cluster/index.html')).toBe('database redis cluster');
    expect(missingPathQuery('/blog/tags/vue/vue/')).toBe('vue');
  });

  it('decodes a Chinese slug and leaves a malformed escape as written', () => {
    expect(missingPathQuery('/docs/category/%E6%95%B0%E6%8D%AE%E5%BA%93-old/')).toBe('数据库 old');
    expect(missingPathQuery('/blog/%E0%A4%A-grpc/')).toBe('e0 a4 a grpc');
  });

  it('drops the base path, and gives nothing for a path of route words only', () => {
    expect(missingPathQuery('/notes/en/blog/page/12/', '/notes')).toBe('');
    expect(missingPathQuery('/notes/notes-on-git', '/notes')).toBe('notes on git');
    expect(missingPathQuery('/')).toBe('');
  });

  it('keeps at most six words', () => {
    expect(missingPathQuery('/a-b-c-d-e-f-g-h')).toBe('a b c d e f');
  });
});
