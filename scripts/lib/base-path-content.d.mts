export const BASE_PATH_FIXTURE: string;
export function writeBasePathContent(dest: string): void;
export const BASE_PATH_SITE_URL: string;
