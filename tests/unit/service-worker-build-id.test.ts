import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIdOf } from '@/scripts/lib/service-worker';

describe('buildIdOf', () => {
  it('picks the folder under _next/static that holds _buildManifest.js, whatever the file-system order', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'inkstone-build-id-'));
    try {
      // Folders that are not the build id, the search engine's among them, around the real one.
      for (const name of ['search', 'chunks', 'media', 'css', 'a', 'b', 'c', 'd', 'e', 'f', 'g']) mkdirSync(path.join(out, '_next/static', name), { recursive: true });
      mkdirSync(path.join(out, '_next/static/zzBuildId42'));
      writeFileSync(path.join(out, '_next/static/zzBuildId42/_buildManifest.js'), 'self.__BUILD_MANIFEST={}');
      expect(buildIdOf(out)).toBe('zzBuildId42');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
