import type { PublicJob } from './job-posting';

/** A vacancy as the public API returns it, for tests. */
export function publicJob(overrides: Partial<PublicJob> = {}): PublicJob {
  return {
    id: 7,
    reference: 'TRH/2026/007',
    slug: 'registered-nurse-critical-care-trh-2026-007',
    title: 'Registered Nurse – Critical Care',
    department: 'nursing',
    location: 'main-campus',
    employmentType: 'permanent',
    workingPattern: 'shifts',
    grade: 'Nursing Officer III',
    salaryMin: 68000,
    salaryMax: 92000,
    salaryCurrency: 'KES',
    posts: 6,
    summary: 'Care for critically ill adults.',
    postedAt: '2026-10-28T09:00:00.000Z',
    closingDate: '2026-11-25',
    closesAt: '2026-11-25T20:59:59.999Z',
    status: 'open',
    description: 'You will join a multidisciplinary team.\n\nA preceptorship is offered.',
    duties: ['Assess and plan care', 'Manage ventilators'],
    essentialCriteria: ['Diploma in nursing', 'Current practising licence'],
    desirableCriteria: ['ACLS certificate'],
    documentsRequired: ['cv', 'licence'],
    updatedAt: '2026-11-01T09:00:00.000Z',
    nameBlind: false,
    ...overrides,
  };
}
