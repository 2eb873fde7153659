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
  { operationId: 'restoreDemoTask', title: 'restore the deleted task', status: 200, run: call('POST', `${URL}/2/restore`) },
  { operationId: 'restoreDemoTask', title: 'malformed id', status: 400, run: call('POST', `${URL}/0/restore`) },
  { operationId: 'restoreDemoTask', title: 'unknown task', status: 404, run: call('POST', `${URL}/999/restore`) },
  ...guardCases('restoreDemoTask', 'POST', `${URL}/2/restore`),
  { operationId: 'reorderDemoTasks', title: 'swap two tasks', status: 200, run: call('POST', `${URL}/reorder`, { ids: [3, 1] }) },
  { operationId: 'reorderDemoTasks', title: 'an id twice', status: 400, run: call('POST', `${URL}/reorder`, { ids: [3, 3] }) },
  { operationId: 'reorderDemoTasks', title: 'unknown task', status: 404, run: call('POST', `${URL}/reorder`, { ids: [3, 999] }) },
  ...guardCases('reorderDemoTasks', 'POST', `${URL}/reorder`, { ids: [3, 1] }),
];
