import type { StaffRow } from '../table-kit';

/** The advanced search's criteria as typed (numbers and dates as the inputs give them; empty means any). */
export interface Advanced {
  text: string;
  post: string;
  salaryMin: string;
  salaryMax: string;
  from: string;
  to: string;
}
export const NO_CRITERIA: Advanced = { text: '', post: '', salaryMin: '', salaryMax: '', from: '', to: '' };

/** The rows that meet every criterion of the advanced search (empty criteria are ignored). */
export function meetsCriteria(row: StaffRow, c: Advanced): boolean {
  const text = c.text.trim().toLocaleLowerCase();
  if (text && ![row.fullName, row.email, row.city].some((v) => v.toLocaleLowerCase().includes(text))) return false;
  if (c.post && row.post !== c.post) return false;
  if (c.salaryMin && row.salary < Number(c.salaryMin)) return false;
  if (c.salaryMax && row.salary > Number(c.salaryMax)) return false;
  if (c.from && row.startDate < c.from) return false;
  if (c.to && row.startDate > c.to) return false;
  return true;
}
