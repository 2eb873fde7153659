import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { FILES, registerApplicant, upload, type FilePart } from '../../server/careers-helpers.js';

const URL = '/api/careers/documents';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const PDF: FilePart = { filename: 'cv.pdf', content: FILES.pdf() };

const asClient = async ({ token }: ContractContext) => bearer(await token('client'));
const send = (file?: FilePart, fields: Record<string, string> = { kind: 'cv' }) => async (ctx: ContractContext) => upload(ctx.app, await asClient(ctx), fields, file);
const docUrl = (ctx: ContractContext, suffix = '') => `${URL}/${ctx.memo.get('doc')}${suffix}`;

export const cases: ContractCase[] = [
  {
    operationId: 'uploadDocument',
    title: 'a PDF',
    status: 201,
    async run(ctx) {
      const res = await send(PDF)(ctx);
      ctx.memo.set('doc', res.json().id);
      return res;
    },
  },
  { operationId: 'uploadDocument', title: 'no file', status: 400, run: send(undefined) },
  { operationId: 'uploadDocument', title: 'no token', status: 401, run: ({ app }) => upload(app, {}, { kind: 'cv' }, PDF) },
  { operationId: 'uploadDocument', title: 'larger than 10 MB', status: 413, run: send({ filename: 'big.pdf', content: Buffer.concat([FILES.pdf(), Buffer.alloc(10 * 1024 * 1024)]) }) },
  { operationId: 'uploadDocument', title: 'an executable renamed .pdf', status: 415, run: send({ filename: 'cv.pdf', content: FILES.exe(), contentType: 'application/pdf' }) },
  {
    operationId: 'uploadDocument',
    title: 'one more than the most documents allowed',
    status: 409,
    async run({ app }) {
      const user = await registerApplicant(app, 'contract.hoarder');
      for (let i = 0; i < 20; i++) await upload(app, user.headers, { kind: 'certificate' }, { filename: `c${i}.png`, content: FILES.png() });
      return upload(app, user.headers, { kind: 'certificate' }, { filename: 'one-more.png', content: FILES.png() });
    },
  },
  { operationId: 'listDocuments', title: 'my documents', status: 200, run: async (ctx) => ctx.app.inject({ url: URL, headers: await asClient(ctx) }) },
  { operationId: 'listDocuments', title: 'no token', status: 401, run: ({ app }) => app.inject({ url: URL }) },
  { operationId: 'listDocuments', title: 'an administrator (staff do not apply)', status: 403, run: async ({ app, token }) => app.inject({ url: URL, headers: bearer(await token('admin')) }) },
  { operationId: 'uploadDocument', title: 'an administrator (staff do not apply)', status: 403, run: async ({ app, token }) => upload(app, bearer(await token('admin')), { kind: 'cv' }, PDF) },
  {
    operationId: 'updateDocument',
    title: 'an administrator (staff do not apply)',
    status: 403,
    run: async (ctx) => ctx.app.inject({ method: 'PATCH', url: docUrl(ctx), payload: { name: 'x' }, headers: bearer(await ctx.token('admin')) }),
  },
  {
    operationId: 'deleteDocument',
    title: 'an administrator (staff do not apply)',
    status: 403,
    run: async (ctx) => ctx.app.inject({ method: 'DELETE', url: docUrl(ctx), headers: bearer(await ctx.token('admin')) }),
  },
  { operationId: 'downloadDocument', title: 'my PDF', status: 200, run: async (ctx) => ctx.app.inject({ url: docUrl(ctx, '/download'), headers: await asClient(ctx) }) },
  { operationId: 'downloadDocument', title: 'malformed id', status: 400, run: async (ctx) => ctx.app.inject({ url: `${URL}/1/download`, headers: await asClient(ctx) }) },
  { operationId: 'downloadDocument', title: 'no token', status: 401, run: async (ctx) => ctx.app.inject({ url: docUrl(ctx, '/download') }) },
  {
    operationId: 'downloadDocument',
    title: "another applicant's document",
    status: 404,
    async run(ctx) {
      const other = await registerApplicant(ctx.app, 'contract.other');
      return ctx.app.inject({ url: docUrl(ctx, '/download'), headers: other.headers });
    },
  },
  {
    operationId: 'updateDocument',
    title: 'rename',
    status: 200,
    run: async (ctx) => ctx.app.inject({ method: 'PATCH', url: docUrl(ctx), payload: { name: 'My CV' }, headers: await asClient(ctx) }),
  },
  { operationId: 'updateDocument', title: 'empty name', status: 400, run: async (ctx) => ctx.app.inject({ method: 'PATCH', url: docUrl(ctx), payload: { name: '' }, headers: await asClient(ctx) }) },
  { operationId: 'updateDocument', title: 'no token', status: 401, run: async (ctx) => ctx.app.inject({ method: 'PATCH', url: docUrl(ctx), payload: { name: 'x' } }) },
  {
    operationId: 'updateDocument',
    title: 'unknown document',
    status: 404,
    run: async (ctx) => ctx.app.inject({ method: 'PATCH', url: `${URL}/${UNKNOWN}`, payload: { name: 'x' }, headers: await asClient(ctx) }),
  },
  { operationId: 'deleteDocument', title: 'malformed id', status: 400, run: async (ctx) => ctx.app.inject({ method: 'DELETE', url: `${URL}/x`, headers: await asClient(ctx) }) },
  { operationId: 'deleteDocument', title: 'no token', status: 401, run: async (ctx) => ctx.app.inject({ method: 'DELETE', url: docUrl(ctx) }) },
  { operationId: 'deleteDocument', title: 'my document', status: 204, run: async (ctx) => ctx.app.inject({ method: 'DELETE', url: docUrl(ctx), headers: await asClient(ctx) }) },
  { operationId: 'deleteDocument', title: 'already deleted', status: 404, run: async (ctx) => ctx.app.inject({ method: 'DELETE', url: docUrl(ctx), headers: await asClient(ctx) }) },
];
