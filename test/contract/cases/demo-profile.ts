import type { ContractCase } from '../harness.js';
import { call, fixedCases, guardCases } from '../../server/demo-helpers.js';

export const cases: ContractCase[] = [
  ...fixedCases('getDemoSocialProfile', '/api/profile/data'),

  { operationId: 'listDemoProfilePosts', title: 'the second page', status: 200, run: call('GET', '/api/profile/posts?page=2&perPage=3') },
  { operationId: 'listDemoProfilePosts', title: 'perPage over 100', status: 400, run: call('GET', '/api/profile/posts?perPage=101') },
  ...guardCases('listDemoProfilePosts', 'GET', '/api/profile/posts'),

  { operationId: 'likeDemoProfilePost', title: 'liked', status: 200, run: call('POST', '/api/profile/posts/12/like', { liked: true }) },
  { operationId: 'likeDemoProfilePost', title: 'not a boolean', status: 400, run: call('POST', '/api/profile/posts/12/like', { liked: 'yes' }) },
  { operationId: 'likeDemoProfilePost', title: 'unknown post', status: 404, run: call('POST', '/api/profile/posts/999/like', { liked: true }) },
  ...guardCases('likeDemoProfilePost', 'POST', '/api/profile/posts/12/like', { liked: true }),

  { operationId: 'commentDemoProfilePost', title: 'commented', status: 201, run: call('POST', '/api/profile/posts/12/comments', { comment: 'Well done!' }) },
  { operationId: 'commentDemoProfilePost', title: 'only spaces', status: 400, run: call('POST', '/api/profile/posts/12/comments', { comment: '   ' }) },
  { operationId: 'commentDemoProfilePost', title: 'unknown post', status: 404, run: call('POST', '/api/profile/posts/999/comments', { comment: 'Hi' }) },
  ...guardCases('commentDemoProfilePost', 'POST', '/api/profile/posts/12/comments', { comment: 'Hi' }),

  { operationId: 'voteDemoProfilePoll', title: 'voted', status: 200, run: call('POST', '/api/profile/poll/vote', { optionId: 1 }) },
  { operationId: 'voteDemoProfilePoll', title: 'unknown option', status: 400, run: call('POST', '/api/profile/poll/vote', { optionId: 99 }) },
  ...guardCases('voteDemoProfilePoll', 'POST', '/api/profile/poll/vote', { optionId: 1 }),
];
