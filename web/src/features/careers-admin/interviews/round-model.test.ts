import { describe, expect, it } from 'vitest';
import { roundBody, roundFieldOf, roundValues, validateRound } from './round-model';

describe('the round builder\'s model', () => {
  it('starts from the defaults: 24 h notice, 30 days ahead, the applicant picks', () => {
    const v = roundValues(null);
    expect([v.minNoticeHours, v.horizonDays, v.schedulingMode]).toEqual(['24', '30', 'applicant_picks']);
  });

  it('asks for a place in person and a https link for video, and whole numbers in range', () => {
    const v = { ...roundValues(null), name: 'Panel', durationMinutes: '4', horizonDays: 'x' };
    const errors = validateRound(v);
    expect(Object.entries(errors).filter(([, e]) => e).map(([f]) => f)).toEqual(['location', 'durationMinutes', 'horizonDays']);
    expect(validateRound({ ...v, mode: 'video', videoUrl: 'http://meet', durationMinutes: '45', horizonDays: '30' }).videoUrl).toBeTruthy();
  });

  it('sends numbers and ids, and only the place the mode uses', () => {
    const body = roundBody({ ...roundValues(null), name: ' Panel ', mode: 'phone', location: 'Room 4', panelIds: '3,7', leadId: '7' });
    expect(body).toMatchObject({ name: 'Panel', location: '', durationMinutes: 45, panelIds: [3, 7], leadId: 7 });
    expect(roundFieldOf('panelIds.1')).toBe('panelIds');
    expect(roundFieldOf('other')).toBeNull();
  });
});
