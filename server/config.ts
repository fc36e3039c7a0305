import { resolve } from 'node:path';

/** Process configuration from the environment (README.md lists these). */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    uploadDir: resolve(env.UPLOAD_DIR ?? './uploads'),
    staticDir: resolve(env.STATIC_DIR ?? './dist'),
    production: env.NODE_ENV === 'production',
    trustProxy: env.TRUST_PROXY === 'true',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
