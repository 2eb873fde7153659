import type { FetchResponse } from 'openapi-fetch';
import type { paths } from '../api/schema';
import { api } from './api-client';
import { resultOf, type ApiResult } from './api-result';

type Post<P extends keyof paths> = paths[P] extends { post: infer O extends Record<string | number, unknown> } ? O : never;

type Body<O> = O extends { requestBody: { content: infer C } } ? C[keyof C] : never;

/** The API's operations that take a file (a `file` field, binary in the schema). */
export type UploadPath = { [P in keyof paths]: Body<Post<P>> extends { file: string } ? P : never }[keyof paths];

type Fields<P extends UploadPath> = Body<Post<P>>;

/** The form's fields as the schema names them; a binary one (a string in the schema) is a File. */
export type UploadFields<P extends UploadPath> = { [K in keyof Fields<P>]: Fields<P>[K] | (Fields<P>[K] extends string ? Blob : never) };

type PathParams<P extends UploadPath> = Post<P> extends { parameters: { path: infer T extends object } } ? [path: T] : [];

type Answer<P extends UploadPath> = NonNullable<FetchResponse<Post<P>, object, 'application/json'>['data']>;

/** The multipart body: the fields in the order given (the server reads text fields before the file). */
export function formDataOf(fields: Record<string, string | Blob | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
}

/**
 * Sends a file (and the text fields beside it) as multipart/form-data through the typed client, so
 * the session's token and its renewal apply as to every call; answers the created data or the
 * refusal read by its code (`network` when the server was not reached).
 *
 * `upload('/api/careers/documents', { kind, file })`, `upload('/api/blog/posts/{id}/featured-image', { file }, { id })`.
 */
export function upload<P extends UploadPath>(path: P, fields: UploadFields<P>, ...[pathParams]: PathParams<P>): Promise<ApiResult<Answer<P>>> {
  const body = formDataOf(fields as Record<string, string | Blob | undefined>);
  // The schema types a binary field as a string: the FormData is what is sent.
  const post = api.POST as unknown as (path: string, init: object) => Promise<{ data?: Answer<P>; error?: unknown; response: Response }>;
  return resultOf(post(path, { params: pathParams ? { path: pathParams } : {}, body: fields, bodySerializer: () => body }));
}
