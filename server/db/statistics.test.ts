import { describe, expect, it } from 'vitest';
import { statisticsWorkFor } from './statistics.js';

const table = (relname: string, activity: Partial<{ live: number; dead: number; modified: number; inserted: number; reltuples: number }>) => ({
  relname,
  live: 0,
  dead: 0,
  modified: 0,
  inserted: 0,
  reltuples: 0,
  ...activity,
});

describe('the embedded database’s statistics work (autovacuum’s thresholds)', () => {
  it('analyses a table holding rows that was never analysed, and leaves an empty one alone', () => {
    expect(statisticsWorkFor([table('jobs', { live: 22, modified: 22, reltuples: -1 }), table('empty', { reltuples: -1 })])).toEqual({ analysed: ['jobs'], vacuumed: [] });
  });

  it('analyses after more changes than 50 + 10 % of the rows it knew, not before', () => {
    const work = statisticsWorkFor([table('below', { live: 2000, modified: 250, reltuples: 2000 }), table('above', { live: 2000, modified: 251, reltuples: 2000 })]);
    expect(work.analysed).toEqual(['above']);
  });

  it('vacuums (and so analyses) when dead rows pass 50 + 20 %', () => {
    const work = statisticsWorkFor([table('applications', { live: 1000, dead: 251, modified: 400, reltuples: 1000 })]);
    expect(work).toEqual({ analysed: [], vacuumed: ['applications'] });
  });

  it('vacuums a table after more inserts than 1,000 + 20 % of the rows it knew (a bulk seed), not before', () => {
    const work = statisticsWorkFor([
      table('few', { live: 1000, inserted: 1000, modified: 1000, reltuples: 0 }),
      table('below', { live: 7000, inserted: 2000, modified: 2000, reltuples: 5000 }),
      table('jobs', { live: 20000, inserted: 20000, modified: 20000, reltuples: -1 }),
    ]);
    expect(work).toEqual({ analysed: ['few', 'below'], vacuumed: ['jobs'] });
  });
});
