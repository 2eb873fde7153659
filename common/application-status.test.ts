import { describe, expect, it } from 'vitest';
import { allowedTransitions, APPLICATION_STATUSES, checkTransition, nextStep } from './application-status.js';

describe('application transitions', () => {
  it('lets the applicant only submit a draft and withdraw before a final status', () => {
    expect(allowedTransitions('draft', 'applicant')).toEqual(['submitted', 'withdrawn']);
    expect(allowedTransitions('interview', 'applicant')).toEqual(['withdrawn']);
    expect(allowedTransitions('offer', 'applicant'), 'at offer the applicant answers the offer instead').toEqual([]);
    for (const final of ['hired', 'rejected', 'withdrawn'] as const) expect(allowedTransitions(final, 'applicant')).toEqual([]);
    expect(checkTransition('submitted', 'under_review', 'applicant')).toMatchObject({ ok: false, status: 409 });
  });

  it('follows the administrators table exactly', () => {
    const table: Record<string, string[]> = {
      draft: [],
      submitted: ['under_review'],
      under_review: ['shortlisted', 'rejected'],
      shortlisted: ['interview', 'rejected'],
      interview: ['offer', 'rejected'],
      offer: ['hired', 'rejected'],
      hired: [],
      rejected: ['under_review'],
      withdrawn: [],
    };
    for (const from of APPLICATION_STATUSES) expect(allowedTransitions(from, 'admin'), from).toEqual(table[from]);
    expect(checkTransition('submitted', 'hired', 'admin')).toMatchObject({ ok: false, status: 409 });
    expect(checkTransition('draft', 'submitted', 'admin')).toMatchObject({ ok: false, status: 409 });
  });

  it('needs a reason to reject and to reopen', () => {
    expect(checkTransition('under_review', 'rejected', 'admin')).toMatchObject({ ok: false, status: 400 });
    expect(checkTransition('under_review', 'rejected', 'admin', '  ')).toMatchObject({ ok: false, status: 400 });
    expect(checkTransition('under_review', 'rejected', 'admin', 'Not registered')).toEqual({ ok: true });
    expect(checkTransition('rejected', 'under_review', 'admin')).toMatchObject({ ok: false, status: 400 });
    expect(checkTransition('submitted', 'under_review', 'admin')).toEqual({ ok: true });
  });

  it('names the next step', () => {
    expect(nextStep('draft', true)).toBe('complete-and-submit');
    expect(nextStep('draft', false)).toBe('job-closed');
    expect(nextStep('offer', true)).toBe('respond-to-offer');
    expect(nextStep('hired', true)).toBe('none');
  });
});
