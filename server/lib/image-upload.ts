import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { badRequest, HttpError } from './http-errors.js';
import { detectType, JPEG, PNG, type DetectedType } from './sniff.js';

/**
 * Image uploads of the demo apps (avatars, featured images): one multipart file, PNG or JPEG by
 * its content (never its name or claimed type), at most `maxBytes`. Stored by the caller as a
 * `data:` URL in the app's in-memory state. Every refusal is a 400, 413 or 415 in the envelope.
 */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES: readonly DetectedType[] = [PNG, JPEG];

/** The documented multipart body of an image upload route (named `$id`), limit in its description. */
export function imageUploadBody($id: string, maxBytes = IMAGE_MAX_BYTES) {
  const limit = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${Math.round(maxBytes / 1024)} kB`;
  return Type.Object(
    { file: Type.String({ format: 'binary', description: `PNG or JPEG, checked by content, at most ${limit}` }) },
    { $id, description: 'multipart/form-data fields' },
  );
}

export interface ImageUpload {
  type: DetectedType;
  data: Buffer;
  /** `data:image/png;base64,…`, ready to show in an <img>. */
  dataUrl: string;
}

/** Registers the multipart reader in the calling plugin (encapsulated: only its routes read files). */
export async function acceptImageUploads(fastify: FastifyInstance, maxBytes = IMAGE_MAX_BYTES) {
  await fastify.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 2, fieldSize: 256, parts: 3, headerPairs: 20 } });
}

export async function readImageUpload(request: FastifyRequest, maxBytes = IMAGE_MAX_BYTES): Promise<ImageUpload> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data with the field file.');
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') data = await part.toBuffer();
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Upload one image at a time.');
    throw badRequest('The upload could not be read. Please try again.');
  }
  if (!data || data.length === 0) throw badRequest('Choose an image to upload (the field file).', { field: 'file' });
  const type = detectType(data);
  if (!type || !IMAGE_TYPES.includes(type)) {
    throw new HttpError(415, 'Only PNG and JPEG images are accepted. The content of this file is neither, whatever its name says.', { code: 'unsupported_image', field: 'file' });
  }
  return { type, data, dataUrl: `data:${type.contentType};base64,${data.toString('base64')}` };
}
