import type { IncomingMessage, ServerResponse } from 'node:http';

export function resolveFile(dir: string, urlPath: string): string | null;
export function staticHandler(dirs?: () => string[], base?: string): (req: IncomingMessage, res: ServerResponse) => void;
export function builtFor(dir: string): string | null;
