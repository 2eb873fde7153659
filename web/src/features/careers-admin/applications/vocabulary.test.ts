import { describe, expect, it } from 'vitest';
import { allowedMoves, moveLabel, MOVE_LABELS, needsReason } from './vocabulary';

describe('administrators’ status moves', () => {
  it('follows the transition table', () => {
    expect(allowedMoves('submitted')).toEqual(['under_review']);
    expect(allowedMoves('under_review')).toEqual(['shortlisted', 'rejected']);
    expect(allowedMoves('shortlisted')).toEqual(['interview', 'rejected']);
    expect(allowedMoves('interview')).toEqual(['offer', 'rejected']);
    expect(allowedMoves('offer')).toEqual(['hired', 'rejected']);
    expect(allowedMoves('rejected')).toEqual(['under_review']);
    for (const status of ['draft', 'hired', 'withdrawn'] as const) expect(allowedMoves(status)).toEqual([]);
  });

  it('returns a copy each time', () => {
    allowedMoves('submitted').push('hired');
    expect(allowedMoves('submitted')).toEqual(['under_review']);
  });

  it('asks for a reason to reject and to reopen only', () => {
    expect(needsReason('under_review', 'rejected')).toBe(true);
    expect(needsReason('offer', 'rejected')).toBe(true);
    expect(needsReason('rejected', 'under_review')).toBe(true);
    expect(needsReason('submitted', 'under_review')).toBe(false);
    expect(needsReason('shortlisted', 'interview')).toBe(false);
  });

  it('calls reopening "Reopen"', () => {
    expect(moveLabel('rejected', 'under_review').message ?? moveLabel('rejected', 'under_review').id).not.toBe(MOVE_LABELS.under_review.id);
    expect(moveLabel('submitted', 'under_review')).toBe(MOVE_LABELS.under_review);
  });
});
