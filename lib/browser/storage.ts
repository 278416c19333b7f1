/**
 * localStorage that never throws: in a sandboxed iframe or with storage disabled the site keeps
 * working in memory, and developers get one console warning.
 */
let warned = false;
const memory = new Map<string, string>();

function warn(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn('[storage] localStorage is unavailable; settings will not persist.', error);
}

export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      warn(error);
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch (error) {
      warn(error);
      memory.set(key, value);
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch (error) {
      warn(error);
      memory.delete(key);
    }
  },
};
