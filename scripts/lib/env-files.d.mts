export function loadEnvFiles(dir?: string, options?: { dev?: boolean }): string[];
