import { describe, expect, it } from 'vitest';
import { parseListParams } from '../../../components/list-kit/list-params';
import { CALENDAR_SPEC, mondayOf, shiftWeek, weekRange } from './calendar-week';

describe('the panel calendar\'s week', () => {
  it('runs Monday to Sunday around any day of it, this week by default', () => {
    expect(mondayOf('2026-11-27')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(weekRange('', '2026-11-27')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekRange('2026-03-01', '2026-11-27')).toEqual({ from: '2026-02-23', to: '2026-03-01' });
  });

  it('steps a week at a time across months, years and daylight-saving changes', () => {
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
    expect(shiftWeek('2026-03-23', 1)).toBe('2026-03-30');
    expect(shiftWeek('2026-11-02', -1)).toBe('2026-10-26');
  });

  it('reads a shared link back and drops what is not a day or a yes', () => {
    expect(parseListParams('week=2026-11-25&mine=true', CALENDAR_SPEC).filters).toEqual({ week: '2026-11-25', mine: 'true' });
    expect(parseListParams('week=2026-02-30&mine=yes', CALENDAR_SPEC).filters).toEqual({ week: '', mine: '' });
  });
});
