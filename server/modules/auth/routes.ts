import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema } from '../../../src/domain/authSchemas';
import { callerOf } from '../../auth/access';
import type { Db } from '../../db/connect';
import { authInfo, login, logout } from './service';

export function authRoutes(db: Db) {
  return async function (app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/auth/v1/login/', { config: { permission: 'public' }, schema: { body: loginSchema } }, async (request) =>
      login(db, request.body.username, request.body.password, request.ip),
    );

    r.get('/auth/v1/info/', { config: { permission: 'session.use' } }, async (request) =>
      authInfo(db, callerOf(request).employeeId),
    );

    r.post('/auth/v1/logout/', { config: { permission: 'session.use' } }, async (request, reply) => {
      await logout(db, callerOf(request).tokenHash);
      return reply.code(204).send();
    });
  };
}
