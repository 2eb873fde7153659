import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { errors, ref } from '../../lib/schema.js';
import { demoRoutes } from '../../lib/demo-kit/route.js';
import { MAIL_LIMITS } from '../../../common/demo-email-rules.js';
import { attachmentDisposition } from './attachments.js';
import {
  DeleteDemoEmailsBodySchema,
  DeletedDemoEmailsSchema,
  DemoEmailAttachmentEnvelopeSchema,
  DemoEmailAttachmentParamsSchema,
  DemoEmailAttachmentUploadSchema,
  DemoEmailDraftParamsSchema,
  DemoEmailEnvelopeSchema,
  SaveDemoEmailDraftBodySchema,
  SendDemoEmailBodySchema,
} from './compose-schemas.js';
import type { createDemoEmailStore } from './store.js';

const UPLOAD_LIMITS = { fileSize: MAIL_LIMITS.attachmentBytes, files: 1, fields: 0, parts: 1, headerPairs: 20 };

/** One file of a multipart upload (field `file`), at most 2 MB; every refusal a 400, 413 or 415. */
async function readAttachment(request: FastifyRequest): Promise<{ fileName: string; data: Buffer }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the file as multipart/form-data with the field file.');
  let upload: { fileName: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'file') upload = { fileName: part.filename, data: await part.toBuffer() };
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, `The file is larger than ${MAIL_LIMITS.attachmentBytes / 1024 / 1024} MB.`, { code: 'attachment_too_large', field: 'file' });
    }
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Upload one file at a time (the field file).');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError(415, 'Send the file as multipart/form-data.');
    throw badRequest('The upload could not be read. Please try again.');
  }
  if (!upload) throw badRequest('Choose a file to attach (the field file).', { field: 'file' });
  if (upload.data.length === 0) throw badRequest('The file is empty.', { code: 'empty_file', field: 'file' });
  return upload;
}

/** Sending, drafts, deleting for good and attachments of the demo mailbox. */
export async function registerComposeRoutes(fastify: FastifyInstance, store: ReturnType<typeof createDemoEmailStore>, tag: string) {
  await fastify.register(multipart, { limits: UPLOAD_LIMITS });
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const route = demoRoutes(fastify, tag);

  app.post(
    '/apps/email/emails',
    {
      ...route.manage({
        operationId: 'sendDemoEmail',
        summary: 'Send an e-mail: it is stored in Sent (no mail leaves the demo)',
        description:
          'The message HTML is sanitised when stored. With draftId the draft becomes the sent e-mail (409 not_a_draft if it is not a draft). With inReplyTo the answered thread becomes its earlier messages. 404: unknown draft, e-mail answered or attachment. 409 mailbox_full when the mailbox has no room.',
        body: ref(SendDemoEmailBodySchema),
        response: { 201: ref(DemoEmailEnvelopeSchema), ...errors(409) },
        notFound: true,
      }),
    },
    async (request, reply) => reply.code(201).send({ email: store.send(request.body.email, request.body.draftId) }),
  );

  app.post(
    '/apps/email/drafts',
    {
      ...route.manage({
        operationId: 'createDemoEmailDraft',
        summary: 'Save a new draft (every field may be empty)',
        description: 'The message HTML is sanitised when stored. 404: unknown e-mail answered or attachment. 409 mailbox_full when the mailbox has no room.',
        body: ref(SaveDemoEmailDraftBodySchema),
        response: { 201: ref(DemoEmailEnvelopeSchema), ...errors(409) },
        notFound: true,
      }),
    },
    async (request, reply) => reply.code(201).send({ email: store.saveDraft(request.body.email) }),
  );

  app.post(
    '/apps/email/drafts/:draftId',
    {
      ...route.manage({
        operationId: 'updateDemoEmailDraft',
        summary: 'Save a draft again with what is written now',
        description: '404 unknown draft, e-mail answered or attachment; 409 not_a_draft when the e-mail is no longer a draft (sent or moved).',
        params: ref(DemoEmailDraftParamsSchema),
        body: ref(SaveDemoEmailDraftBodySchema),
        response: { 200: ref(DemoEmailEnvelopeSchema), ...errors(409) },
        notFound: true,
      }),
    },
    async (request) => ({ email: store.updateDraft(request.params.draftId, request.body.email) }),
  );

  app.post(
    '/apps/email/delete-emails',
    route.manage({
      operationId: 'deleteDemoEmailsForGood',
      summary: 'Delete e-mails of the trash for good, with their attachments',
      description: 'All or nothing: 404 when one does not exist, 409 not_in_trash when one is not in the trash.',
      body: ref(DeleteDemoEmailsBodySchema),
      response: { 200: ref(DeletedDemoEmailsSchema), ...errors(409) },
      notFound: true,
    }),
    async (request) => ({ deletedIds: store.deleteForGood(request.body.emailIds) }),
  );

  const upload = route.manage({
    operationId: 'uploadDemoEmailAttachment',
    summary: `Upload a file to attach (multipart, the field file): any type, at most ${MAIL_LIMITS.attachmentBytes / 1024 / 1024} MB`,
    description:
      'Held in the app\'s memory; refer to it by id in attachmentIds. 413 attachment_too_large over the size limit, attachment_storage_full when the mailbox holds too much; 415 when the body is not multipart.',
    body: ref(DemoEmailAttachmentUploadSchema),
    response: { 201: ref(DemoEmailAttachmentEnvelopeSchema), ...errors(413, 415) },
  });
  app.post(
    '/apps/email/attachments',
    // The multipart body is read by the handler; the schema documents it.
    { ...upload, validatorCompiler: () => () => true, schema: { ...upload.schema, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const { fileName, data } = await readAttachment(request);
      return reply.code(201).send({ attachment: store.attachments.upload(fileName, data) });
    },
  );

  const download = route.read({
    operationId: 'downloadDemoEmailAttachment',
    summary: 'Download an attachment (always as a file to save, never shown inline)',
    params: ref(DemoEmailAttachmentParamsSchema),
    response: {},
    notFound: true,
  });
  app.get(
    '/apps/email/attachments/:attachmentId',
    {
      ...download,
      schema: {
        ...download.schema,
        response: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } } }, ...download.schema.response },
      },
    },
    async (request, reply) => {
      const file = store.attachments.file(request.params.attachmentId);
      return (reply as FastifyReply)
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
}
