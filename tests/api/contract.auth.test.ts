/** The auth area's answers against src/domain/auth/contract.ts (strict: nothing beyond the contract leaves). */
import { afterAll, beforeAll, describe, it, expect } from 'vitest';
import { authInfoOut, healthOut, loginOut, uploadOut } from '../../src/domain/auth/contract';
import { expectContract } from './contract';
import { authed, freshApp, login, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await freshApp();
});
afterAll(() => t?.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4b10000000049454e44ae426082', 'hex');

describe('auth contract', () => {
  it('login, info and health answer their schemas for every role', async () => {
    expectContract(await t.app.inject({ method: 'GET', url: '/api/health/' }), healthOut);
    for (const username of ['admin', 'manager', 'seller', 'clientmanager']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/v1/login/', payload: { username, password: 'demo1234' } });
      const answer = expectContract(res, loginOut);
      expectContract(await authed(t.app, answer.token).get('/api/auth/v1/info/'), authInfoOut);
    }
  });

  it('upload answers {file}', async () => {
    const token = await login(t.app, 'admin');
    const boundary = '----contract';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await authed(t.app, token).inject({
      method: 'POST',
      url: '/api/upload/',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    const answer = expectContract(res, uploadOut, 201);
    expect(answer.file).toMatch(/^\/uploads\//);
  });
});
