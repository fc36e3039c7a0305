/** The employee area's custom calls (password, profile picture upload), composed into the one dataProvider. */
import type { CallContext } from './callContext';
import { uploadPath } from '../domain/auth/paths';
import { employeePasswordSuffix, employeesPath } from '../domain/employee/paths';

export function employeeCalls({ httpClient, apiUrl }: CallContext) {
  return {
    /** POST {id}/set_password/: an admin sets another's password; one's own needs the old one. */
    setEmployeePassword: async (id: number, body: { password: string; old_password?: string }): Promise<{ ok: true }> =>
      (await httpClient(`${apiUrl}${employeesPath}${id}/${employeePasswordSuffix}`, { method: 'POST', body: JSON.stringify(body) })).json,
    /** The checked upload (POST /upload/, multipart `file`): answers the file's URL for PATCH {picture}. */
    uploadPicture: async (file: File | Blob): Promise<string> => {
      const form = new FormData();
      form.append('file', file);
      return ((await httpClient(`${apiUrl}${uploadPath}`, { method: 'POST', body: form, multi: true })).json as { file: string }).file;
    },
  };
}
