import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { FILES, multipart, type FilePart } from '../../server/careers-helpers.js';
import { call, guardCases } from '../../server/demo-helpers.js';

const URL = '/api/apps/user/users';
const NEW_USER = { fullName: 'Contract Case', username: 'contract.case', email: 'contract@example.org', role: 'editor', currentPlan: 'basic' };
const CHANGE = { user: { status: 'inactive', information: { city: 'Lisbon' }, social: { github: 'contract' } } };
const PNG: FilePart = { filename: 'me.png', content: FILES.png() };

const avatar = (id: number | string, file?: FilePart, who: 'admin' | 'client' | 'anonymous' = 'admin') => async (ctx: ContractContext) => {
  const body = multipart({}, file);
  const auth = who === 'anonymous' ? {} : bearer(await ctx.token(who));
  return ctx.app.inject({ method: 'POST', url: `${URL}/${id}/avatar`, payload: body.payload, headers: { ...auth, ...body.headers } });
};

export const cases: ContractCase[] = [
  { operationId: 'listDemoUsers', title: 'filtered page', status: 200, run: call('GET', `${URL}?role=editor&page=1&perPage=5&sortBy=fullName`) },
  { operationId: 'listDemoUsers', title: 'unknown sort key', status: 400, run: call('GET', `${URL}?sortBy=secret`) },
  ...guardCases('listDemoUsers', 'GET', URL),
  { operationId: 'exportDemoUsersCsv', title: 'active admins by name', status: 200, run: call('GET', `${URL}/export.csv?role=admin&status=active&sortBy=fullName`) },
  { operationId: 'exportDemoUsersCsv', title: 'foreign plan', status: 400, run: call('GET', `${URL}/export.csv?plan=platinum`) },
  ...guardCases('exportDemoUsersCsv', 'GET', `${URL}/export.csv`),
  { operationId: 'createDemoUser', title: 'new user', status: 201, run: call('POST', URL, { user: NEW_USER }) },
  { operationId: 'createDemoUser', title: 'invalid e-mail', status: 400, run: call('POST', URL, { user: { ...NEW_USER, email: 'nope' } }) },
  { operationId: 'createDemoUser', title: 'e-mail already used', status: 409, run: call('POST', URL, { user: { ...NEW_USER, username: 'another.one' } }) },
  ...guardCases('createDemoUser', 'POST', URL, { user: NEW_USER }),
  { operationId: 'getDemoUser', title: 'seeded user', status: 200, run: call('GET', `${URL}/1`) },
  { operationId: 'getDemoUser', title: 'malformed id', status: 400, run: call('GET', `${URL}/abc`) },
  { operationId: 'getDemoUser', title: 'unknown id', status: 404, run: call('GET', `${URL}/99999`) },
  ...guardCases('getDemoUser', 'GET', `${URL}/1`),
  { operationId: 'updateDemoUser', title: 'status, city and GitHub', status: 200, run: call('POST', `${URL}/2`, CHANGE) },
  { operationId: 'updateDemoUser', title: 'foreign role', status: 400, run: call('POST', `${URL}/2`, { user: { role: 'root' } }) },
  { operationId: 'updateDemoUser', title: 'unknown id', status: 404, run: call('POST', `${URL}/99999`, CHANGE) },
  { operationId: 'updateDemoUser', title: "another user's e-mail", status: 409, run: call('POST', `${URL}/2`, { user: { email: NEW_USER.email } }) },
  ...guardCases('updateDemoUser', 'POST', `${URL}/2`, CHANGE),
  { operationId: 'uploadDemoUserAvatar', title: 'a PNG', status: 200, run: avatar(3, PNG) },
  { operationId: 'uploadDemoUserAvatar', title: 'no file', status: 400, run: avatar(3) },
  { operationId: 'uploadDemoUserAvatar', title: 'no token', status: 401, run: avatar(3, PNG, 'anonymous') },
  { operationId: 'uploadDemoUserAvatar', title: 'client lacks the Demo ability', status: 403, run: avatar(3, PNG, 'client') },
  { operationId: 'uploadDemoUserAvatar', title: 'unknown id', status: 404, run: avatar(99999, PNG) },
  { operationId: 'uploadDemoUserAvatar', title: 'larger than 2 MB', status: 413, run: avatar(3, { filename: 'big.png', content: Buffer.concat([FILES.png(), Buffer.alloc(2 * 1024 * 1024)]) }) },
  { operationId: 'uploadDemoUserAvatar', title: 'an executable renamed .png', status: 415, run: avatar(3, { filename: 'me.png', content: FILES.exe(), contentType: 'image/png' }) },
  { operationId: 'removeDemoUserAvatar', title: 'back to initials', status: 200, run: call('DELETE', `${URL}/3/avatar`) },
  { operationId: 'removeDemoUserAvatar', title: 'malformed id', status: 400, run: call('DELETE', `${URL}/x/avatar`) },
  { operationId: 'removeDemoUserAvatar', title: 'unknown id', status: 404, run: call('DELETE', `${URL}/99999/avatar`) },
  ...guardCases('removeDemoUserAvatar', 'DELETE', `${URL}/3/avatar`),
  { operationId: 'deleteDemoUser', title: 'seeded user', status: 200, run: call('DELETE', `${URL}/4`) },
  { operationId: 'deleteDemoUser', title: 'malformed id', status: 400, run: call('DELETE', `${URL}/-4`) },
  { operationId: 'deleteDemoUser', title: 'already deleted', status: 404, run: call('DELETE', `${URL}/4`) },
  ...guardCases('deleteDemoUser', 'DELETE', `${URL}/5`),
];
