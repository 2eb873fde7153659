import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-errors.js';
import { isShowableName } from '../../lib/request-text.js';
import { refuse } from '../../lib/refusals.js';
import { DOCUMENT_KINDS, type DocumentKind } from '../careers-jobs/index.js';
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

const tooLarge = () => refuse('file_too_large', `The file is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB. Please upload a smaller file.`, { field: 'file' });
export const unsupportedType = (message: string) => refuse('unsupported_file', message, { field: 'file' });

/** The refusal an error of the multipart reader stands for: the client sent something wrong, never a 500. */
function refusal(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return refuse('one_file_only', 'Upload one file at a time.', { field: 'file' });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return refuse('upload_too_many_fields', 'The upload has too many fields.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return unsupportedType('Send the file as multipart/form-data.');
  return refuse('upload_unreadable', 'The upload could not be read. Please try again.');
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
        if (part.valueTruncated) throw refuse('upload_field_too_long', `The field ${part.fieldname} is too long.`, { field: part.fieldname });
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    throw refusal(err);
  }
  const kind = fields.kind as DocumentKind;
  if (!DOCUMENT_KINDS.includes(kind)) {
    throw refuse('invalid_document_kind', `Say what the document is: kind must be one of ${DOCUMENT_KINDS.join(', ')}.`, { field: 'kind' });
  }
  if (fields.name !== undefined && (fields.name.length > 120 || !fields.name.trim())) {
    throw refuse('invalid_document_name', 'The name must be 1 to 120 characters.', { field: 'name' });
  }
  if (fields.name !== undefined && !isShowableName(fields.name)) {
    throw refuse('invalid_document_name', 'The name must be one line of text, without control or bidirectional formatting characters.', { field: 'name' });
  }
  if (!file) throw refuse('file_required', 'Choose a file to upload (the field file).', { field: 'file' });
  if (file.data.length === 0) throw refuse('file_empty', 'The file is empty.', { field: 'file' });
  const type = detectType(file.data);
  if (!type) {
    throw unsupportedType('Only PDF, DOCX, PNG and JPEG files are accepted. The content of this file is none of them, whatever its name says.');
  }
  return { kind, name: fields.name ?? file.filename, data: file.data, type };
}
