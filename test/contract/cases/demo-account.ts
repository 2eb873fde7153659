import type { ContractCase, ContractContext } from '../harness.js';
import { bearer } from '../../helpers/app.js';
import { FILES, multipart, type FilePart } from '../../server/careers-helpers.js';
import { call, fixedCases, guardCases } from '../../server/demo-helpers.js';

const GENERAL = { username: 'grace', fullName: 'Grace Achieng', email: 'grace@example.org', company: 'Teaching Hospital' };
const NOTIFICATIONS = { commentOnArticle: true, answerOnForm: false, followMe: true, newAnnouncements: false, productUpdates: true, blogDigest: false };

const avatar = (file?: FilePart) => async (ctx: ContractContext) => {
  const body = multipart({}, file);
  return ctx.app.inject({ method: 'POST', url: '/api/account-setting/avatar', payload: body.payload, headers: { ...bearer(await ctx.token('admin')), ...body.headers } });
};
const password = (currentPassword: string, newPassword: string) => call('POST', '/api/account-setting/password', { currentPassword, newPassword });

/** Two changes sent together: the answer of the one refused because the other was under way. */
const twoAtOnce = async (ctx: ContractContext) => {
  // Either may reach the handler first (with PostgreSQL the rate limit's round trip comes before it):
  // both set the same new password, so the cases after this one know it whichever won.
  const answers = await Promise.all([password('admin', 'first change-1')(ctx), password('admin', 'first change-1')(ctx)]);
  return answers.find((res) => res.statusCode === 409) ?? answers[0]!;
};

/** Wrong current passwords until the limit: the answer after it. */
const tooMany = async (ctx: ContractContext) => {
  for (let i = 0; i < 5; i++) await password(`guess-${i}`, 'a-new secret')(ctx);
  return password('first change-1', 'a-new secret')(ctx);
};

export const cases: ContractCase[] = [
  ...fixedCases('getDemoAccountSettings', '/api/account-setting/data'),

  { operationId: 'saveDemoAccountGeneral', title: 'saved', status: 200, run: call('POST', '/api/account-setting/general', GENERAL) },
  { operationId: 'saveDemoAccountGeneral', title: 'bad e-mail', status: 400, run: call('POST', '/api/account-setting/general', { ...GENERAL, email: 'nope' }) },
  ...guardCases('saveDemoAccountGeneral', 'POST', '/api/account-setting/general', GENERAL),

  { operationId: 'uploadDemoAccountAvatar', title: 'a PNG', status: 200, run: avatar({ filename: 'me.png', content: FILES.png() }) },
  { operationId: 'uploadDemoAccountAvatar', title: 'no file', status: 400, run: avatar() },
  { operationId: 'uploadDemoAccountAvatar', title: 'larger than 800 kB', status: 413, run: avatar({ filename: 'me.png', content: Buffer.concat([FILES.png(), Buffer.alloc(900 * 1024)]) }) },
  { operationId: 'uploadDemoAccountAvatar', title: 'an executable named .png', status: 415, run: avatar({ filename: 'me.png', content: FILES.exe(), contentType: 'image/png' }) },
  ...guardCases('uploadDemoAccountAvatar', 'POST', '/api/account-setting/avatar', {}),

  { operationId: 'removeDemoAccountAvatar', title: 'removed', status: 200, run: call('DELETE', '/api/account-setting/avatar') },
  ...guardCases('removeDemoAccountAvatar', 'DELETE', '/api/account-setting/avatar'),

  { operationId: 'saveDemoAccountInfo', title: 'saved', status: 200, run: call('POST', '/api/account-setting/info', { bio: 'Hi', dob: '1990-01-31', country: 'KE', website: 'https://example.org', phone: '+254 700 000 000' }) },
  { operationId: 'saveDemoAccountInfo', title: 'unknown country', status: 400, run: call('POST', '/api/account-setting/info', { country: 'ZZ' }) },
  ...guardCases('saveDemoAccountInfo', 'POST', '/api/account-setting/info', {}),

  { operationId: 'saveDemoAccountSocialLinks', title: 'saved', status: 200, run: call('POST', '/api/account-setting/social', { twitter: 'https://x.com/grace' }) },
  { operationId: 'saveDemoAccountSocialLinks', title: 'a javascript: link', status: 400, run: call('POST', '/api/account-setting/social', { twitter: 'javascript:alert(1)' }) },
  ...guardCases('saveDemoAccountSocialLinks', 'POST', '/api/account-setting/social', {}),

  { operationId: 'setDemoAccountConnection', title: 'connect', status: 200, run: call('POST', '/api/account-setting/connections/github', { connected: true }) },
  { operationId: 'setDemoAccountConnection', title: 'unknown service', status: 400, run: call('POST', '/api/account-setting/connections/myspace', { connected: true }) },
  ...guardCases('setDemoAccountConnection', 'POST', '/api/account-setting/connections/github', { connected: true }),

  { operationId: 'saveDemoAccountNotifications', title: 'saved', status: 200, run: call('POST', '/api/account-setting/notification', NOTIFICATIONS) },
  { operationId: 'saveDemoAccountNotifications', title: 'a switch missing', status: 400, run: call('POST', '/api/account-setting/notification', { followMe: true }) },
  ...guardCases('saveDemoAccountNotifications', 'POST', '/api/account-setting/notification', NOTIFICATIONS),

  ...guardCases('changeDemoAccountPassword', 'POST', '/api/account-setting/password', { currentPassword: 'admin', newPassword: 'a-new secret' }),
  { operationId: 'changeDemoAccountPassword', title: 'wrong current password', status: 400, run: password('wrong', 'a-new secret') },
  { operationId: 'changeDemoAccountPassword', title: 'two changes at once', status: 409, run: twoAtOnce },
  { operationId: 'changeDemoAccountPassword', title: 'changed', status: 200, run: password('first change-1', 'third change-3') },
  { operationId: 'changeDemoAccountPassword', title: 'too many wrong current passwords', status: 429, run: tooMany },
];
