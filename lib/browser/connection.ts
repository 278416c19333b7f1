/** What the Network Information API says about the reader's connection (Chromium only). */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/** Prefetching is skipped with data saver on or on a 2g connection (SPEC §5). */
export function skipPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return false;
  return connection.saveData === true || /(^|-)2g$/.test(connection.effectiveType ?? '');
}

export function currentConnection(): ConnectionInfo | undefined {
  return typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
