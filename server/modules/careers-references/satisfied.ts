import type { Database } from '../../db/connection.js';
import { satisfactoryCount } from './repo.js';

/** How many satisfactory references an offer needs (NHS Employers: two, covering the last three years). */
export const REQUIRED_REFERENCES = 2;

/** Whether the application's required references are all in and reviewed satisfactory: the offer's "references" check (issue 29). */
export async function referencesSatisfied(db: Database, applicationId: number, required = REQUIRED_REFERENCES): Promise<boolean> {
  return (await satisfactoryCount(db, applicationId)) >= required;
}
