import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { errorBody } from '../src/domain/errors';
import { registerAccessControl } from './auth/access';
import type { Db } from './db/connect';
import { registerErrorHandler } from './http/errors';
import { authRoutes } from './modules/auth/routes';
import { companyRoutes } from './modules/company/routes';

export interface AppOptions {
  /** directory of the built SPA to serve (index.html fallback for client routes) */
  staticDir?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
}

/** Builds the whole API (and the SPA when staticDir is given). Tests call this; it never listens. */
export async function buildApp(db: Db, options: AppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerAccessControl(app, db);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: { 'img-src': ["'self'", 'data:', 'blob:'], 'script-src': ["'self'"] },
    },
  });

  await app.register(
    async (api) => {
      api.get('/health/', { config: { roles: 'public' } }, async () => {
        await db.execute(sql`select 1`);
        return { status: 'ok' };
      });
      await api.register(authRoutes(db));
      await api.register(companyRoutes(db));
      // modules: catalogue (issue 3)
      // modules: money (issue 4)
    },
    { prefix: '/api' },
  );

  const staticDir = options.staticDir ? resolve(options.staticDir) : undefined;
  if (staticDir && existsSync(join(staticDir, 'index.html'))) {
    const indexHtml = await readFile(join(staticDir, 'index.html'));
    await app.register(fastifyStatic, { root: staticDir, wildcard: false, index: false });
    app.get('/', { config: { roles: 'public' } }, (_req, reply) => reply.type('text/html').send(indexHtml));
    // Client routes (deep links) get the SPA; unknown API paths get the one error shape.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/')) {
        return reply.type('text/html').send(indexHtml);
      }
      return reply.code(404).send(errorBody('not_found'));
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send(errorBody('not_found')));
  }
  return app;
}
