import { describe, expect, it } from 'vitest';
import { meetsCriteria, NO_CRITERIA } from './search-criteria';
import type { StaffRow } from '../table-kit';

const row: StaffRow = {
  id: 1,
  avatar: null,
  fullName: 'Korrie O’Crevy',
  post: 'Accountant',
  email: 'korrie@example.org',
  city: 'Krasnosilka',
  startDate: '2024-03-15',
  salary: 23_896.35,
  age: 61,
  experience: '1 Year',
  status: 'Current',
};

describe('advanced search criteria', () => {
  it('keeps every row when nothing is asked', () => {
    expect(meetsCriteria(row, NO_CRITERIA)).toBe(true);
  });

  it('matches the text in name, e-mail or city, case-insensitively', () => {
    expect(meetsCriteria(row, { ...NO_CRITERIA, text: 'KRASNO' })).toBe(true);
    expect(meetsCriteria(row, { ...NO_CRITERIA, text: 'accountant' })).toBe(false);
  });

  it('applies the post exactly, the salary and start-date bounds inclusively', () => {
    expect(meetsCriteria(row, { ...NO_CRITERIA, post: 'Accountant', salaryMin: '23896.35', salaryMax: '23896.35' })).toBe(true);
    expect(meetsCriteria(row, { ...NO_CRITERIA, post: 'Nurse' })).toBe(false);
    expect(meetsCriteria(row, { ...NO_CRITERIA, salaryMin: '24000' })).toBe(false);
    expect(meetsCriteria(row, { ...NO_CRITERIA, from: '2024-03-15', to: '2024-03-15' })).toBe(true);
    expect(meetsCriteria(row, { ...NO_CRITERIA, to: '2024-03-14' })).toBe(false);
  });
});
