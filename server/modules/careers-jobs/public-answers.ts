import type { Static } from '@sinclair/typebox';
import type { Database } from '../../db/connection.js';
import { publicBoard } from './cache.js';
import { toPublicJob } from './views.js';
import { departmentCounts, queryKey, searchBoard } from './public-search.js';
import { findPublicJob, isNameBlind, openJobsMatchingWords } from './repo.js';
import type { DepartmentCountListSchema, PublicJobListSchema, PublicJobQuery, PublicJobSchema } from './schemas.js';

/**
 * The public board's answers as serialized JSON bytes, cached by the board (cache.ts) and
 * invalidated with it: what the public API sends, and what the server-rendered careers pages
 * embed (server/modules/careers-pages), from the same code.
 */

/** One page of the job search (`GET /api/careers/jobs`); `url`: the request's, to find the answer by it next time (`PublicBoard.repeated`). */
export function jobListAnswer(db: Database, query: PublicJobQuery, url?: string): Promise<Buffer> {
  return publicBoard(db)
    .answer(`list\u0000${queryKey(query)}`, async (snapshot) => {
      const q = query.q?.trim();
      const wordMatches = q ? await openJobsMatchingWords(db, q, query.lang) : undefined;
      return JSON.stringify(searchBoard(snapshot, query, wordMatches) satisfies Static<typeof PublicJobListSchema>);
    }, url)
    .then((body) => body!);
}

/** One job by id or slug, open or closed; null when it is not public (`GET /api/careers/jobs/{idOrSlug}`). */
export function jobAnswer(db: Database, idOrSlug: string, url?: string): Promise<Buffer | null> {
  return publicBoard(db).answer(`job\u0000${idOrSlug}`, async (snapshot) => {
    const open = snapshot.rows.find((row) => row.slug === idOrSlug || String(row.id) === idOrSlug);
    const row = open ?? (await findPublicJob(db, idOrSlug));
    return row ? JSON.stringify({ ...toPublicJob(row), nameBlind: await isNameBlind(db, row.id) } satisfies Static<typeof PublicJobSchema>) : null;
  }, url);
}

/** Every department with its number of open jobs (`GET /api/careers/departments`). */
export function departmentsAnswer(db: Database): Promise<Buffer> {
  return publicBoard(db)
    .answer('departments', (snapshot) => JSON.stringify(departmentCounts(snapshot) satisfies Static<typeof DepartmentCountListSchema>))
    .then((body) => body!);
}
