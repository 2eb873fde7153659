import type { Database } from '../../db/connection.js';
import type { JobRow } from '../careers-jobs/index.js';
import { criteriaOf, scorecardOf } from '../careers-sift/index.js';

/** The criteria a job's interviews assess: those of its shortlisting scorecard assessed at interview or at both stages. */
export async function interviewCriteria(db: Database, job: JobRow) {
  return criteriaOf(job, await scorecardOf(db, job.id))
    .filter((c) => c.assessedAt !== 'application')
    .map((c) => ({ key: c.key, text: c.text }));
}
