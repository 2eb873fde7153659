import { Type, type Static } from '@sinclair/typebox';
import { DateString, DateTime, Nullable, ref } from '../../lib/schema.js';
import { oneOf } from '../../lib/list-query.js';
import { DEPARTMENTS } from '../../../common/careers-vocabulary.js';
import * as eo from '../../../common/equal-opportunities.js';

/** Equal-opportunities monitoring over HTTP: the applicant's own answers, and the staff's fairness report. */

const QUESTION_TEXT: Record<eo.MonitoringQuestion, string> = {
  sex: 'Sex',
  ageBand: 'Age band',
  ethnicGroup: 'Ethnic group',
  disability: 'Whether the applicant considers themselves disabled',
  religion: 'Religion or belief',
};

const answer = <Q extends eo.MonitoringQuestion>(question: Q) =>
  Nullable(oneOf<(typeof eo.MONITORING_QUESTIONS)[Q][number]>(eo.MONITORING_QUESTIONS[question], { description: `${QUESTION_TEXT[question]}; null: not answered` }));

export const MonitoringAnswersSchema = Type.Object(
  { sex: answer('sex'), ageBand: answer('ageBand'), ethnicGroup: answer('ethnicGroup'), disability: answer('disability'), religion: answer('religion') },
  {
    $id: 'MonitoringAnswers',
    additionalProperties: false,
    description: 'Every question, each a category of common/equal-opportunities.ts (`prefer_not_to_say` included) or null when not answered; all null removes what was kept',
  },
);
export type MonitoringAnswersBody = Static<typeof MonitoringAnswersSchema>;

export const MyMonitoringSchema = Type.Object(
  {
    answers: ref(MonitoringAnswersSchema),
    updatedAt: Nullable(DateTime()),
  },
  { $id: 'MyMonitoring', description: 'My equal-opportunities monitoring answers, kept apart from my applications; updatedAt null: nothing kept' },
);

export const FairnessQuerySchema = Type.Object(
  {
    jobId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2 ** 31 - 1, description: 'One job (else every job in scope)', examples: [1] })),
    department: Type.Optional(oneOf(DEPARTMENTS, { description: "One department (the jobs' department)" })),
    from: Type.Optional(DateString({ description: "Applications submitted on or after this day (the server's time zone)" })),
    to: Type.Optional(DateString({ description: "Applications submitted on or before this day; not before `from`" })),
  },
  { $id: 'FairnessQuery', additionalProperties: false },
);
export type FairnessQuery = Static<typeof FairnessQuerySchema>;

export const FairnessCellSchema = Type.Object(
  {
    stage: oneOf(eo.FAIRNESS_STAGES),
    count: Nullable(Type.Integer({ minimum: 0, description: 'Applications that reached the stage (or a later one); null when hidden' })),
    hidden: Type.Boolean({ description: `Not shown: fewer than ${eo.FAIRNESS_MINIMUM_GROUP} people, or hidden so that a small number cannot be worked out from the others` }),
    rate: Nullable(Type.Number({ description: 'Share of the previous stage that reached this one (null for applied, or when either count is hidden)' })),
    ratio: Nullable(Type.Number({ description: "This rate over the highest rate of any group of the question (null for prefer_not_to_say, not_answered, or without a rate)" })),
    belowFourFifths: Type.Boolean({ description: `ratio < ${eo.FOUR_FIFTHS} (the four-fifths rule)` }),
  },
  { $id: 'FairnessCell' },
);

export const FairnessGroupSchema = Type.Object(
  {
    group: Type.String({ description: `A category of the question, or ${eo.NOT_ANSWERED}`, examples: ['female'] }),
    fewerThanFive: Type.Boolean({ description: `The group has fewer than ${eo.FAIRNESS_MINIMUM_GROUP} people: the whole row is hidden` }),
    cells: Type.Array(ref(FairnessCellSchema)),
  },
  { $id: 'FairnessGroup' },
);

export const FairnessReportSchema = Type.Object(
  {
    scope: Type.Object({
      jobId: Nullable(Type.Integer()),
      jobTitle: Nullable(Type.String()),
      department: Nullable(Type.String()),
      from: Nullable(Type.String({ format: 'date' })),
      to: Nullable(Type.String({ format: 'date' })),
    }),
    minimumGroup: Type.Integer({ examples: [eo.FAIRNESS_MINIMUM_GROUP] }),
    stages: Type.Array(oneOf(eo.FAIRNESS_STAGES)),
    totals: Type.Array(ref(FairnessCellSchema), { description: 'Every application in scope per stage (the same in every question)' }),
    questions: Type.Array(
      Type.Object({
        question: oneOf(eo.MONITORING_QUESTION_IDS),
        groups: Type.Array(ref(FairnessGroupSchema)),
      }),
    ),
  },
  { $id: 'FairnessReport', description: 'Per question and group, how many applications reached each stage, with small numbers hidden' },
);
export type FairnessReport = Static<typeof FairnessReportSchema>;
export type FairnessCell = Static<typeof FairnessCellSchema>;
export type FairnessGroup = Static<typeof FairnessGroupSchema>;

export const equalOpportunitiesSchemas = [MonitoringAnswersSchema, MyMonitoringSchema, FairnessQuerySchema, FairnessCellSchema, FairnessGroupSchema, FairnessReportSchema];
