import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { isShowableName } from '../../lib/request-text.js';
import { DOCUMENT_KINDS, type DocumentKind } from '../careers-shared/vocabulary.js';
import { MAX_FILE_BYTES } from './schemas.js';
import { detectType, type DetectedType } from '../../lib/sniff.js';

export interface Upload {
  kind: DocumentKind;
  /** The display name asked for, or the uploaded file's name. */
  name: string | undefined;
  data: Buffer;
  type: DetectedType;
}

export const MULTIPART_LIMITS = { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6, headerPairs: 20 };

const tooLarge = () => new HttpError(413, `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB. Please upload a smaller file.`);
export const unsupportedType = (message: string) => new HttpError(415, message);

/** The refusal an error of the multipart reader stands for: the client sent something wrong, never a 500. */
function refusal(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return badRequest('Upload one file at a time.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('The upload has too many fields.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return unsupportedType('Send the file as multipart/form-data.');
  return badRequest('The upload could not be read. Please try again.');
}

/**
 * Reads a multipart upload: the fields `kind` and `name` (either order) and one file, at most
 * 10 MB, held in memory and then checked by content. Every refusal is a 400, 413 or 415.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw unsupportedType('Send the file as multipart/form-data with the fields kind and file.');
  const fields: Record<string, string> = {};
  let file: { filename: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        file = { filename: part.filename, data: await part.toBuffer() };
      } else {
        if (part.valueTruncated) throw badRequest(`The field ${part.fieldname} is too long.`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    throw refusal(err);
  }
  const kind = fields.kind as DocumentKind;
  if (!DOCUMENT_KINDS.includes(kind)) throw badRequest(`Say what the document is: kind must be one of ${DOCUMENT_KINDS.join(', ')}.`);
  if (fields.name !== undefined && (fields.name.length > 120 || !fields.name.trim())) throw badRequest('The name must be 1 to 120 characters.');
  if (fields.name !== undefined && !isShowableName(fields.name)) {
    throw badRequest('The name must be one line of text, without control or bidirectional formatting characters.');
  }
  if (!file) throw badRequest('Choose a file to upload (the field file).');
  if (file.data.length === 0) throw badRequest('The file is empty.');
  const type = detectType(file.data);
  if (!type) {
    throw unsupportedType('Only PDF, DOCX, PNG and JPEG files are accepted. The content of this file is none of them, whatever its name says.');
  }
  return { kind, name: fields.name ?? file.filename, data: file.data, type };
}
