import { IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '../../domain/catalogue';

/**
 * A quick check before uploading (the server checks the content again): the error code of a file
 * that will be refused, or null.
 */
export function imageFileError(file: { type: string; size: number }): 'invalid_file_type' | 'file_too_large' | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return 'invalid_file_type';
  if (file.size > UPLOAD_MAX_BYTES) return 'file_too_large';
  return null;
}
