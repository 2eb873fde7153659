import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditActorOf, recordAudit } from '../../lib/audit.js';
import { forbidden } from '../../lib/http-errors.js';
import { refuse } from '../../lib/refusals.js';
import type { Database } from '../../db/connection.js';
import { findJob, jobSubject, type JobRow } from '../careers-jobs/index.js';
import { departmentDefaultOf, jobSettingsOf, listCheckTypeRows, listDepartmentDefaults, saveCatalogue, saveJobSettings, type CheckTypeRow } from './repo.js';
import type { CheckCatalogue, SetJobCheckProfileBody } from './schemas.js';
import type { Subject } from '../../../common/ability.js';

/** The check catalogue (configuration, not code), the department defaults and the jobs' check profiles. */

export async function checkTypeMap(db: Database): Promise<Map<string, CheckTypeRow>> {
  return new Map((await listCheckTypeRows(db)).map((t) => [t.key, t]));
}

/** Refuses (400) any key that is not an active check type. */
export function assertKnownTypes(types: Map<string, CheckTypeRow>, keys: string[], field: string) {
  for (const [i, key] of keys.entries()) {
    if (!types.get(key)?.active) throw refuse('unknown_check_type', `"${key}" is not an active check type.`, { field: `${field}.${i}` });
  }
}

/** The job's check profile, copied from its department's default (every active check without one) the first time. */
export async function jobProfileOf(db: Database, job: JobRow) {
  const saved = await jobSettingsOf(db, job.id);
  if (saved) return saved;
  const types = await listCheckTypeRows(db);
  const fallback = types.filter((t) => t.active).map((t) => t.key);
  const fromDepartment = await departmentDefaultOf(db, job.department);
  return { jobId: job.id, checkTypeKeys: fromDepartment ?? fallback, approvalsRequired: 0, refuseOverPosts: false };
}

export class CheckCatalogueService {
  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  async list(): Promise<CheckCatalogue> {
    const [types, defaults] = await Promise.all([listCheckTypeRows(this.db), listDepartmentDefaults(this.db)]);
    return {
      types: types.map(({ key, labels, category, evidence, owner, validityDays, active }) => ({ key, labels, category, evidence, owner, validityDays, active })),
      departmentDefaults: defaults as CheckCatalogue['departmentDefaults'],
    };
  }

  async save(request: FastifyRequest, body: CheckCatalogue): Promise<CheckCatalogue> {
    if (!request.ability.can('manage', 'CheckType')) throw forbidden('Only recruitment administrators configure the checks.');
    const keys = body.types.map((t) => t.key);
    const duplicate = keys.findIndex((k, i) => keys.indexOf(k) !== i);
    if (duplicate >= 0) throw refuse('unknown_check_type', `"${keys[duplicate]}" is listed twice.`, { field: `types.${duplicate}.key` });
    const active = new Set(body.types.filter((t) => t.active).map((t) => t.key));
    for (const [i, profile] of body.departmentDefaults.entries()) {
      const unknown = profile.checkTypeKeys.findIndex((k) => !active.has(k));
      if (unknown >= 0) throw refuse('unknown_check_type', `"${profile.checkTypeKeys[unknown]}" is not an active check type.`, { field: `departmentDefaults.${i}.checkTypeKeys.${unknown}` });
    }
    const departments = body.departmentDefaults.map((d) => d.department);
    if (new Set(departments).size !== departments.length) throw refuse('unknown_check_type', 'A department is listed twice.', { field: 'departmentDefaults' });
    const actor = await auditActorOf(request);
    await this.db.transaction(async (tx) => {
      await saveCatalogue(tx, body.types, body.departmentDefaults);
      await recordAudit(tx, actor, { action: 'check_types.saved', subjectType: 'CheckType', detail: { keys } });
    });
    return this.list();
  }

  private async job(request: FastifyRequest, jobId: number, action: 'read' | 'update'): Promise<JobRow> {
    const job = await findJob(this.db, jobId);
    const subject = job && (jobSubject(job) as unknown as Subject);
    if (!job || !request.ability.can('read', subject!)) throw refuse('job_not_found', 'This job does not exist.');
    if (action === 'update' && !request.ability.can('update', subject!)) throw forbidden('You may see this job but not change it.');
    return job;
  }

  async getJobProfile(request: FastifyRequest, jobId: number) {
    return jobProfileOf(this.db, await this.job(request, jobId, 'read')).then(({ jobId: id, checkTypeKeys, approvalsRequired, refuseOverPosts }) => ({ jobId: id, checkTypeKeys, approvalsRequired, refuseOverPosts }));
  }

  async setJobProfile(request: FastifyRequest, jobId: number, body: SetJobCheckProfileBody) {
    const job = await this.job(request, jobId, 'update');
    assertKnownTypes(await checkTypeMap(this.db), body.checkTypeKeys, 'checkTypeKeys');
    const keys = [...new Set(body.checkTypeKeys)];
    const actor = await auditActorOf(request);
    const row = await this.db.transaction(async (tx) => {
      const saved = await saveJobSettings(tx, { jobId: job.id, checkTypeKeys: keys, approvalsRequired: body.approvalsRequired, refuseOverPosts: body.refuseOverPosts, updatedBy: request.user.sub });
      await recordAudit(tx, actor, { action: 'job.check_profile_set', subjectType: 'Job', subjectId: job.id, jobId: job.id, detail: { keys, approvalsRequired: body.approvalsRequired, refuseOverPosts: body.refuseOverPosts } });
      return saved;
    });
    return { jobId: row.jobId, checkTypeKeys: row.checkTypeKeys, approvalsRequired: row.approvalsRequired, refuseOverPosts: row.refuseOverPosts };
  }
}
