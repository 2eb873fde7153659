import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/connection.js';
import { rawRows } from '../../db/raw-rows.js';
import { identityReveals, jobScorecards } from '../../db/schema.js';
import type { ApplicationField } from '../../../common/staff-rules.js';

/**
 * Name-blind jobs on the staff side. Until the sift closes (or a break-glass reveal of the one
 * application), the identity of an applicant to a name-blind job is withheld from whoever reads
 * applications without their contact details: the panel. Recruiters and administrators, whose rules
 * grant `contact`, run the process and keep seeing it. The panel scores through the sift's
 * allow-list view (careers-sift); here they lose the name, the profile and the documents.
 */

/** Whether the identity behind the application is still withheld from the panel, as SQL (one boolean). */
export const identityWithheld = (applicationId: AnyPgColumn | SQL, jobId: AnyPgColumn | SQL) => sql<boolean>`(
  exists (select 1 from ${jobScorecards} sc where sc.job_id = ${jobId} and sc.name_blind and sc.sift_closed_at is null)
  and not exists (select 1 from ${identityReveals} r where r.job_id = ${jobId} and r.application_id = ${applicationId} and r.kind = 'break_glass'))`;

/** The fields that tell who the applicant is: a name, personal details with institutions and employers, documents. */
const IDENTIFYING: ApplicationField[] = ['applicantName', 'profile', 'documents'];

/** `fields` without the identifying ones when the identity is withheld from a caller who reads no contact details. */
export function blindFields(fields: Set<ApplicationField>, withheld: boolean): Set<ApplicationField> {
  if (!withheld || fields.has('contact')) return fields;
  return new Set([...fields].filter((field) => !IDENTIFYING.includes(field)));
}

/** Whether the identity behind one application is still withheld from the panel. */
export async function identityWithheldOf(db: Database, applicationId: number, jobId: number): Promise<boolean> {
  const [row] = await rawRows<{ withheld: boolean }>(db, sql`select ${identityWithheld(sql`${applicationId}::int`, sql`${jobId}::int`)} as withheld`);
  return row?.withheld === true;
}
