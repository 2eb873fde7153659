import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { errors, ref } from '../../lib/schema.js';
import type { ModuleOptions } from '../module.js';
import { applicantOnly, applicantOrReviewer } from '../../lib/guards.js';
import { readsApplicationWithDocument } from '../../lib/application-scope.js';
import { recordRefusal } from '../../lib/audit.js';
import { refuse, withRefusals } from '../../lib/refusals.js';
import {
  DocumentIdParamsSchema,
  DocumentListSchema,
  DocumentPatchSchema,
  DocumentSchema,
  DocumentUploadSchema,
  MAX_DOCUMENTS,
  MAX_FILE_BYTES,
} from './schemas.js';
import { attachmentHeader, displayName, documentStoreFor, toDocument } from './service.js';
import { ACCEPTED_TYPES, typeOfContentType } from '../../lib/sniff.js';
import { MULTIPART_LIMITS, readUpload } from './upload.js';

const binary = Object.fromEntries(ACCEPTED_TYPES.map((t) => [t.contentType, { schema: Type.String({ format: 'binary' }) }]));

/** An applicant's documents (`manage Applicant`); administrators may also download anyone's. */
export default async function careersDocumentsRoutes(fastify: FastifyInstance, opts: ModuleOptions) {
  await fastify.register(multipart, { limits: MULTIPART_LIMITS });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const store = documentStoreFor(fastify, opts.config);
  const preHandler = applicantOnly(fastify);
  const common = { tags: ['careers'], security: [{ bearerAuth: [] }] };

  app.post(
    '/careers/documents',
    {
      preHandler,
      // The multipart body is read by the handler; the schema documents it.
      validatorCompiler: () => () => true,
      schema: {
        ...common,
        operationId: 'uploadDocument',
        summary: 'Upload a document (multipart: kind, optional name, file): PDF, DOCX, PNG or JPEG by content, at most 10 MB',
        description: withRefusals(
          'Applicant accounts only.',
          'account_gone',
          'document_limit',
          'invalid_document_kind',
          'invalid_document_name',
          'file_required',
          'file_empty',
          'file_too_large',
          'unsupported_file',
          'one_file_only',
          'upload_too_many_fields',
          'upload_field_too_long',
          'upload_unreadable',
        ),
        consumes: ['multipart/form-data'],
        body: ref(DocumentUploadSchema),
        response: { 201: ref(DocumentSchema), ...errors(400, 401, 403, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      // A quick refusal before reading 10 MB; the limit itself is enforced where the row is added.
      await store.assertRoom(request.user.sub);
      const upload = await readUpload(request);
      const row = await store.add(request.user.sub, upload.kind, displayName(upload.name, upload.kind, upload.type), upload.data, upload.type);
      return reply.code(201).send(toDocument(row));
    },
  );

  app.get(
    '/careers/documents',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'listDocuments',
        summary: 'My documents, newest first, with the upload limits',
        description: withRefusals('Applicant accounts only.', 'account_gone'),
        response: { 200: ref(DocumentListSchema), ...errors(401, 403) },
      },
    },
    async (request) => ({
      documents: (await store.list(request.user.sub)).map(toDocument),
      maxDocuments: MAX_DOCUMENTS,
      maxFileBytes: MAX_FILE_BYTES,
    }),
  );

  app.get(
    '/careers/documents/:id/download',
    {
      preHandler: applicantOrReviewer(fastify),
      schema: {
        ...common,
        operationId: 'downloadDocument',
        summary: 'Download a document: its owner, a super admin, or staff who may read a submitted application that includes it; anyone else gets 404',
        description: withRefusals('', 'account_gone', 'document_not_found', 'document_file_missing'),
        params: ref(DocumentIdParamsSchema),
        response: { 200: { description: 'The file, as an attachment', content: binary }, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // Staff: a super admin any document (as before); the others only the documents of an application
      // they may read (their rules as SQL): a type-level check would let any scoped reviewer through.
      const staff = !request.ability.can('manage', 'Applicant') && request.ability.can('read', 'Application');
      const everything = request.ability.can('manage', 'all');
      if (staff && !everything && !(await readsApplicationWithDocument(fastify.db, request.ability, id))) {
        await recordRefusal(fastify.db, request, { action: 'document.read_denied', subjectType: 'Document', subjectId: id });
        throw refuse('document_not_found', 'There is no such document.');
      }
      const row = staff ? await store.any(id) : await store.own(request.user.sub, id);
      const type = typeOfContentType(row.contentType);
      const content = type && (await store.open(row));
      if (!type || !content) throw refuse('document_file_missing', 'The file of this document is missing.');
      return (reply as FastifyReply)
        .header('content-type', type.contentType)
        .header('content-disposition', attachmentHeader(row.name, type))
        .header('content-length', content.size)
        .header('cache-control', 'private, no-store')
        .send(content.stream);
    },
  );

  app.patch(
    '/careers/documents/:id',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'updateDocument',
        summary: 'Rename a document or change its kind',
        description: withRefusals('Applicant accounts only.', 'account_gone', 'document_not_found', 'invalid_document_name', 'nothing_to_change'),
        params: ref(DocumentIdParamsSchema),
        body: ref(DocumentPatchSchema),
        response: { 200: ref(DocumentSchema), ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => toDocument(await store.update(request.user.sub, request.params.id, request.body)),
  );

  app.delete(
    '/careers/documents/:id',
    {
      preHandler,
      schema: {
        ...common,
        operationId: 'deleteDocument',
        summary: 'Delete a document and its file',
        description: withRefusals('Applicant accounts only.', 'account_gone', 'document_not_found'),
        params: ref(DocumentIdParamsSchema),
        response: { 204: Type.Null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await store.remove(request.user.sub, request.params.id);
      return reply.code(204).send(null);
    },
  );
}
