import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { multipart } from '../../server/careers-helpers.js';
import { call, guardCases } from '../../server/demo-helpers.js';

const UPDATE = '/api/apps/email/update-emails';
const LABEL = '/api/apps/email/update-emails-label';
const NEIGHBOUR = '/api/apps/email/paginate-email';
const markRead = { emailIds: [1, 2], dataToUpdate: { isRead: true } };
const tagPrivate = { emailIds: [1], label: 'private' };

export const cases: ContractCase[] = [
  { operationId: 'listDemoEmails', title: 'starred folder with a label', status: 200, run: call('GET', '/api/apps/email/emails?folder=starred&label=company') },
  { operationId: 'listDemoEmails', title: 'unknown folder', status: 400, run: call('GET', '/api/apps/email/emails?folder=archive') },
  ...guardCases('listDemoEmails', 'GET', '/api/apps/email/emails'),
  { operationId: 'updateDemoEmails', title: 'mark read', status: 200, run: call('POST', UPDATE, markRead) },
  { operationId: 'updateDemoEmails', title: 'forbidden key', status: 400, run: call('POST', UPDATE, { emailIds: [1], dataToUpdate: { subject: 'x' } }) },
  { operationId: 'updateDemoEmails', title: 'unknown e-mail', status: 404, run: call('POST', UPDATE, { emailIds: [9999], dataToUpdate: { isRead: true } }) },
  ...guardCases('updateDemoEmails', 'POST', UPDATE, markRead),
  { operationId: 'toggleDemoEmailLabel', title: 'toggle private', status: 200, run: call('POST', LABEL, tagPrivate) },
  { operationId: 'toggleDemoEmailLabel', title: 'unknown label', status: 400, run: call('POST', LABEL, { emailIds: [1], label: 'x' }) },
  { operationId: 'toggleDemoEmailLabel', title: 'unknown e-mail', status: 404, run: call('POST', LABEL, { emailIds: [9999], label: 'private' }) },
  ...guardCases('toggleDemoEmailLabel', 'POST', LABEL, tagPrivate),
  { operationId: 'getNeighbourDemoEmail', title: 'next of 1', status: 200, run: call('GET', `${NEIGHBOUR}?dir=next&emailId=1`) },
  { operationId: 'getNeighbourDemoEmail', title: 'bad direction', status: 400, run: call('GET', `${NEIGHBOUR}?dir=up&emailId=1`) },
  { operationId: 'getNeighbourDemoEmail', title: 'nothing before the first', status: 404, run: call('GET', `${NEIGHBOUR}?dir=previous&emailId=1`) },
  ...guardCases('getNeighbourDemoEmail', 'GET', `${NEIGHBOUR}?dir=next&emailId=1`),
];

// Writing mail: sending, drafts, deleting for good, attachments.
const SEND = '/api/apps/email/emails';
const DRAFTS = '/api/apps/email/drafts';
const DELETE = '/api/apps/email/delete-emails';
const ATTACHMENTS = '/api/apps/email/attachments';
const outgoing = { email: { to: [{ name: 'Jane Cooper', email: 'jane@example.com' }], subject: 'Hello', message: '<p>Hi</p>' } };

/** A one-file multipart upload as the admin. */
const uploadAs =
  (content: Buffer, headers: Record<string, string> = {}) =>
  async (ctx: ContractContext) => {
    const form = multipart({}, { filename: 'notes.txt', content });
    return ctx.app.inject({ method: 'POST', url: ATTACHMENTS, payload: form.payload, headers: { ...bearer(await ctx.token('admin')), ...form.headers, ...headers } });
  };

/** Creates a draft and remembers its id. */
const newDraft = async (ctx: ContractContext) => {
  const res = await call('POST', DRAFTS, { email: { subject: 'Draft' } })(ctx);
  ctx.memo.set('draftId', res.json().email.id);
  return res;
};

cases.push(
  { operationId: 'sendDemoEmail', title: 'into Sent', status: 201, run: call('POST', SEND, outgoing) },
  { operationId: 'sendDemoEmail', title: 'no recipient', status: 400, run: call('POST', SEND, { email: { ...outgoing.email, to: [] } }) },
  { operationId: 'sendDemoEmail', title: 'unknown attachment', status: 404, run: call('POST', SEND, { email: { ...outgoing.email, attachmentIds: [99999] } }) },
  { operationId: 'sendDemoEmail', title: 'draftId of an inbox e-mail', status: 409, run: call('POST', SEND, { ...outgoing, draftId: 1 }) },
  ...guardCases('sendDemoEmail', 'POST', SEND, outgoing),
  { operationId: 'createDemoEmailDraft', title: 'empty draft', status: 201, run: newDraft },
  { operationId: 'createDemoEmailDraft', title: 'bad address', status: 400, run: call('POST', DRAFTS, { email: { cc: ['nope'] } }) },
  { operationId: 'createDemoEmailDraft', title: 'reply to an unknown e-mail', status: 404, run: call('POST', DRAFTS, { email: { inReplyTo: 99999 } }) },
  ...guardCases('createDemoEmailDraft', 'POST', DRAFTS, { email: {} }),
  { operationId: 'updateDemoEmailDraft', title: 'saved again', status: 200, run: (ctx) => call('POST', `${DRAFTS}/${ctx.memo.get('draftId')}`, { email: { subject: 'Again' } })(ctx) },
  { operationId: 'updateDemoEmailDraft', title: 'malformed id', status: 400, run: call('POST', `${DRAFTS}/x`, { email: {} }) },
  { operationId: 'updateDemoEmailDraft', title: 'unknown draft', status: 404, run: call('POST', `${DRAFTS}/99999`, { email: {} }) },
  { operationId: 'updateDemoEmailDraft', title: 'not a draft', status: 409, run: call('POST', `${DRAFTS}/1`, { email: {} }) },
  ...guardCases('updateDemoEmailDraft', 'POST', `${DRAFTS}/17`, { email: {} }),
  { operationId: 'deleteDemoEmailsForGood', title: 'an e-mail of the trash', status: 200, run: call('POST', DELETE, { emailIds: [24] }) },
  { operationId: 'deleteDemoEmailsForGood', title: 'no ids', status: 400, run: call('POST', DELETE, { emailIds: [] }) },
  { operationId: 'deleteDemoEmailsForGood', title: 'unknown e-mail', status: 404, run: call('POST', DELETE, { emailIds: [99999] }) },
  { operationId: 'deleteDemoEmailsForGood', title: 'not in the trash', status: 409, run: call('POST', DELETE, { emailIds: [2] }) },
  ...guardCases('deleteDemoEmailsForGood', 'POST', DELETE, { emailIds: [25] }),
  { operationId: 'uploadDemoEmailAttachment', title: 'a text file', status: 201, run: uploadAs(Buffer.from('notes')) },
  { operationId: 'uploadDemoEmailAttachment', title: 'an empty file', status: 400, run: uploadAs(Buffer.alloc(0)) },
  { operationId: 'uploadDemoEmailAttachment', title: 'over 2 MB', status: 413, run: uploadAs(Buffer.alloc(2 * 1024 * 1024 + 1)) },
  { operationId: 'uploadDemoEmailAttachment', title: 'not multipart', status: 415, run: call('POST', ATTACHMENTS, { file: 'x' }) },
  ...guardCases('uploadDemoEmailAttachment', 'POST', ATTACHMENTS, {}),
  { operationId: 'downloadDemoEmailAttachment', title: 'a seeded file', status: 200, run: call('GET', `${ATTACHMENTS}/1`) },
  { operationId: 'downloadDemoEmailAttachment', title: 'malformed id', status: 400, run: call('GET', `${ATTACHMENTS}/x`) },
  { operationId: 'downloadDemoEmailAttachment', title: 'unknown file', status: 404, run: call('GET', `${ATTACHMENTS}/99999`) },
  ...guardCases('downloadDemoEmailAttachment', 'GET', `${ATTACHMENTS}/1`),
  {
    operationId: 'createDemoEmailDraft',
    title: 'the mailbox is full (the last case: it fills the mailbox)',
    status: 409,
    run: async (ctx) => {
      const big = { email: { message: `<p>${'x'.repeat(99_000)}</p>` } };
      for (let i = 0; i < 60; i += 1) {
        const res = await call('POST', DRAFTS, big)(ctx);
        if (res.statusCode !== 201) return res;
      }
      throw new Error('the mailbox never filled up');
    },
  },
);
