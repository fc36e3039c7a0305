import type { FastifyInstance } from 'fastify';
import { uploadOut, uploadPath } from '../../../src/domain/auth/contract';
import { callerOf } from '../../auth/access';
import type { Db } from '../../db/connect';
import { AppError } from '../../errors';
import { readMultipart, storeFiles, uploadUrl } from './storage';

/** POST /upload/: one image in the multipart field `file` -> 201 {file: "/uploads/<name>"}. */
export function uploadRoutes(db: Db, uploadDir: string) {
  return async function (app: FastifyInstance) {
    app.post(uploadPath, { config: { permission: 'upload.write' }, schema: { response: { 201: uploadOut } } }, async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(400, 'no_file', 'file');
      const { files } = await readMultipart(request, ['file']);
      if (!files.length) throw new AppError(400, 'no_file', 'file');
      if (files.length > 1) throw new AppError(400, 'invalid', 'file');
      const [name] = await storeFiles(uploadDir, files, { db, companyId: callerOf(request).companyId });
      return reply.code(201).send({ file: uploadUrl(name) });
    });
  };
}
