import * as content from '@/lib/content';

/** Docs in the first docs version, once the docs module provides them; 0 before that. */
export function docsCount(): number {
  const docs = (content as Record<string, unknown>).docs as { count?: () => number } | undefined;
  return docs?.count?.() ?? 0;
}
