import type { ContractCase } from '../harness.js';
import { call, guardCases } from '../../server/demo-helpers.js';

const URL = '/api/apps/calendar/events';
const EVENT = { title: 'Contract', start: '2026-12-02T12:00:00.000Z', end: '2026-12-02T13:00:00.000Z', allDay: false, extendedProps: { calendar: 'ETC', guests: ['Ann'] } };
const rename = { event: { title: 'Renamed' } };

export const cases: ContractCase[] = [
  { operationId: 'listDemoEvents', title: 'two calendars', status: 200, run: call('GET', `${URL}?calendars=Business,Family`) },
  { operationId: 'listDemoEvents', title: 'the visible weeks', status: 200, run: call('GET', `${URL}?calendars=Business&start=2026-11-30&end=${encodeURIComponent('2027-01-11T00:00:00+01:00')}`) },
  { operationId: 'listDemoEvents', title: 'unknown calendar', status: 400, run: call('GET', `${URL}?calendars=Work`) },
  { operationId: 'listDemoEvents', title: 'range too long', status: 400, run: call('GET', `${URL}?start=2026-01-01&end=2027-01-01`) },
  ...guardCases('listDemoEvents', 'GET', URL),
  { operationId: 'createDemoEvent', title: 'new event', status: 201, run: call('POST', URL, { event: EVENT }) },
  { operationId: 'createDemoEvent', title: 'ends before it starts', status: 400, run: call('POST', URL, { event: { ...EVENT, end: '2026-12-01T00:00:00.000Z' } }) },
  ...guardCases('createDemoEvent', 'POST', URL, { event: EVENT }),
  { operationId: 'updateDemoEvent', title: 'rename', status: 200, run: call('POST', `${URL}/1`, rename) },
  { operationId: 'updateDemoEvent', title: 'bad date', status: 400, run: call('POST', `${URL}/1`, { event: { start: 'soon' } }) },
  { operationId: 'updateDemoEvent', title: 'unknown event', status: 404, run: call('POST', `${URL}/999`, rename) },
  ...guardCases('updateDemoEvent', 'POST', `${URL}/1`, rename),
  { operationId: 'deleteDemoEvent', title: 'remove', status: 200, run: call('DELETE', `${URL}/2`) },
  { operationId: 'deleteDemoEvent', title: 'malformed id', status: 400, run: call('DELETE', `${URL}/x`) },
  { operationId: 'deleteDemoEvent', title: 'already removed', status: 404, run: call('DELETE', `${URL}/2`) },
  ...guardCases('deleteDemoEvent', 'DELETE', `${URL}/3`),
];
