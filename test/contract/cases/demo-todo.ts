import type { ContractCase } from '../harness.js';
import { call, guardCases } from '../../server/demo-helpers.js';

const URL = '/api/apps/todo/tasks';
const change = { task: { isImportant: true } };

export const cases: ContractCase[] = [
  { operationId: 'listDemoTasks', title: 'deleted, by assignee', status: 200, run: call('GET', `${URL}?filter=deleted&sortBy=assignee`) },
  { operationId: 'listDemoTasks', title: 'unknown filter', status: 400, run: call('GET', `${URL}?filter=all`) },
  ...guardCases('listDemoTasks', 'GET', URL),
  {
    operationId: 'createDemoTask',
    title: 'new task',
    status: 201,
    run: call('POST', URL, { task: { title: 'Contract', dueDate: '2026-12-01', assignee: { fullName: 'Ann Lee', avatar: null }, tags: ['low'] } }),
  },
  { operationId: 'createDemoTask', title: 'empty title', status: 400, run: call('POST', URL, { task: { title: '' } }) },
  ...guardCases('createDemoTask', 'POST', URL, { task: { title: 'x' } }),
  { operationId: 'updateDemoTask', title: 'mark important', status: 200, run: call('POST', `${URL}/1`, change) },
  { operationId: 'updateDemoTask', title: 'wrong type', status: 400, run: call('POST', `${URL}/1`, { task: { isImportant: 'yes' } }) },
  { operationId: 'updateDemoTask', title: 'unknown task', status: 404, run: call('POST', `${URL}/999`, change) },
  ...guardCases('updateDemoTask', 'POST', `${URL}/1`, change),
  { operationId: 'deleteDemoTask', title: 'soft delete', status: 200, run: call('DELETE', `${URL}/2`) },
  { operationId: 'deleteDemoTask', title: 'malformed id', status: 400, run: call('DELETE', `${URL}/x`) },
  { operationId: 'deleteDemoTask', title: 'unknown task', status: 404, run: call('DELETE', `${URL}/999`) },
  ...guardCases('deleteDemoTask', 'DELETE', `${URL}/2`),
];
