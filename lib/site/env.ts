import { parseEnv } from './env-rules';

export * from './env-rules';

/** The deployment settings of this process, read once from the environment and validated. */
export const env = parseEnv(process.env);
