import { describe, expect, it, vi } from 'vitest';
import { reloadForNewBuild } from '@/lib/browser/stale-build';

function memoryStorage() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('reloadForNewBuild', () => {
  it('reloads once per build: a page still of that build after the reload is not reloaded again', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForNewBuild({ storage, online: true, reload, build: 'A' })).toBe(true);
    expect(reloadForNewBuild({ storage, online: true, reload, build: 'A' })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    // The reload brought build B; should B's chunks go missing too, it reloads once more.
    expect(reloadForNewBuild({ storage, online: true, reload, build: 'B' })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads offline, nor without session storage', () => {
    const reload = vi.fn();
    expect(reloadForNewBuild({ storage: memoryStorage(), online: false, reload, build: 'A' })).toBe(false);
    const blocked = { getItem: () => { throw new Error('SecurityError'); }, setItem: () => {} };
    expect(reloadForNewBuild({ storage: blocked, online: true, reload, build: 'A' })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
