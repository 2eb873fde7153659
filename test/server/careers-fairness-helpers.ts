import type { TestApp } from '../helpers/app.js';
import { applicationEvents, equalOpportunities, users } from '../../server/db/schema.js';
import type { MonitoringAnswers } from '../../common/equal-opportunities.js';
import type { ApplicationStatus } from '../../common/application-status.js';
import { insertApplication } from './staff-access-helpers.js';

export const FAIRNESS = '/api/careers/admin/fairness';
export const MINE = '/api/careers/equal-opportunities';

/** How far an application went, and the status history that took it there (the report reads the history). */
const PATHS: Record<string, ApplicationStatus[]> = {
  applied: ['submitted', 'under_review', 'rejected'],
  shortlisted: ['submitted', 'under_review', 'shortlisted', 'rejected'],
  // Rejected after interview: it still counts as interviewed.
  interviewed: ['submitted', 'under_review', 'shortlisted', 'interview', 'rejected'],
};

let counter = 0;

/** `count` applicants with these answers (null: none kept), each with an application to `jobId` that went as far as `stage`. */
export async function applicantsAt(t: TestApp, jobId: number, count: number, answers: MonitoringAnswers | null, stage: keyof typeof PATHS) {
  for (let n = 0; n < count; n++) {
    counter += 1;
    const [user] = await t.app.db
      .insert(users)
      .values({ email: `fair-${counter}@example.org`, username: `fair-${counter}`, fullName: `Fair ${counter}`, role: 'client', passwordHash: '!test', status: 'active' })
      .returning({ id: users.id });
    if (answers) await t.app.db.insert(equalOpportunities).values({ userId: user!.id, ...answers });
    const path = PATHS[stage]!;
    const id = await insertApplication(t, jobId, user!.id, path.at(-1)!);
    await t.app.db.insert(applicationEvents).values(
      path.map((to, i) => ({ applicationId: id, actorRole: 'admin' as const, fromStatus: i ? path[i - 1]! : ('draft' as const), toStatus: to, visibleToApplicant: true })),
    );
  }
}

export const answers = (sex: MonitoringAnswers['sex'], ageBand: MonitoringAnswers['ageBand'], ethnicGroup: MonitoringAnswers['ethnicGroup'], religion: MonitoringAnswers['religion']): MonitoringAnswers => ({
  sex,
  ageBand,
  ethnicGroup,
  disability: 'no',
  religion,
});

type Report = { totals: Cell[]; questions: { question: string; groups: { group: string; fewerThanFive: boolean; cells: Cell[] }[] }[] };
type Cell = { stage: string; count: number | null; hidden: boolean; rate: number | null; ratio: number | null; belowFourFifths: boolean };

/** One group's row of one question. */
export const groupOf = (report: Report, question: string, group: string) => report.questions.find((q) => q.question === question)!.groups.find((g) => g.group === group)!;
export const column = (report: Report, question: string, stage: number) => report.questions.find((q) => q.question === question)!.groups.map((g) => g.cells[stage]!);
