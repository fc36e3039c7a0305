import { authInfoOut, authInfoPath, loginBody, loginOut, loginPath, logoutPath } from '../../../src/domain/auth/contract';
import { moduleRoutes } from '../../http/routes';
import { callerOf } from '../../auth/access';
import { authInfo, login, logout } from './service';

export const authRoutes = moduleRoutes((r, db) => {

  r.post(loginPath, { config: { permission: 'public' }, schema: { body: loginBody, response: { 200: loginOut } } }, async (request) =>
    login(db, request.body.username, request.body.password, request.ip),
  );

  r.get(authInfoPath, { config: { permission: 'session.use' }, schema: { response: { 200: authInfoOut } } }, async (request) =>
    authInfo(db, callerOf(request).employeeId),
  );

  r.post(logoutPath, { config: { permission: 'session.use' } }, async (request, reply) => {
    await logout(db, callerOf(request).tokenHash);
    return reply.code(204).send();
  });
});
