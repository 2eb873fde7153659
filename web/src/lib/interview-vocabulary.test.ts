import { describe, expect, it } from 'vitest';
import { spellInstant, spellZone, zoneOffset } from '../../../common/interview-time';
import { groupByDay, sameWallTime } from './interview-vocabulary';

describe('interview times, spelled out per language and zone', () => {
  const tuesday = '2026-03-10T06:30:00.000Z';

  it('says the day, the time and the zone with its offset, in each language', () => {
    expect(spellInstant(tuesday, 'en', 'Africa/Nairobi')).toBe('Tuesday 10 March, 09:30 East Africa Time (UTC+3)');
    expect(spellInstant(tuesday, 'fr', 'Africa/Nairobi')).toMatch(/^mardi 10 mars, 09:30 heure normale d.Afrique de l.Est \(UTC\+3\)$/);
    expect(spellInstant(tuesday, 'de', 'Africa/Nairobi')).toMatch(/^Dienstag, 10\. März, 09:30 Ostafrikanische Zeit \(UTC\+3\)$/);
    expect(spellInstant(tuesday, 'pt', 'Africa/Nairobi')).toMatch(/^terça-feira, 10 de março, 09:30 .+ \(UTC\+3\)$/);
  });

  it('follows a daylight-saving change in the reader\'s zone (Lisbon, 29 March 2026)', () => {
    // 09:00 in Nairobi both days; Lisbon moves from UTC+0 to UTC+1 in between.
    const before = '2026-03-27T06:00:00.000Z';
    const after = '2026-03-30T06:00:00.000Z';
    expect(spellInstant(before, 'en', 'Europe/Lisbon')).toMatch(/, 06:00 .+ \(UTC\+0\)$/);
    expect(spellInstant(after, 'en', 'Europe/Lisbon')).toMatch(/, 07:00 .+ \(UTC\+1\)$/);
    expect(zoneOffset(after, 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(spellZone(after, 'en', 'Europe/Lisbon')).toContain('Western European Summer Time');
  });

  it('groups slots by the day of the reader\'s zone, which may differ from the hospital\'s', () => {
    const late = { id: 1, startsAt: '2026-03-10T22:30:00.000Z' };
    const early = { id: 2, startsAt: '2026-03-10T07:00:00.000Z' };
    expect(groupByDay([late, early], 'Africa/Nairobi')).toEqual([
      { day: '2026-03-10', slots: [early] },
      { day: '2026-03-11', slots: [late] },
    ]);
    expect(groupByDay([late, early], 'Europe/Lisbon').map((g) => g.day)).toEqual(['2026-03-10']);
  });

  it('knows when two zones tell the same time', () => {
    expect(sameWallTime(tuesday, 'Africa/Nairobi', 'Africa/Addis_Ababa')).toBe(true);
    expect(sameWallTime(tuesday, 'Africa/Nairobi', 'Europe/Lisbon')).toBe(false);
  });
});
