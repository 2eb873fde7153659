/**
 * Equal-opportunities monitoring (issue 27): the questions an applicant may answer in their account,
 * apart from any application, and the stages the fairness report follows. This file IS the
 * configuration of the categories: the hospital changes a list here (a reviewed commit, with the
 * SPA's translated labels in web/src/features/careers-account/equal-opportunities/vocabulary.ts),
 * the API validates answers against it and the report groups by it. Every question offers
 * `prefer_not_to_say`; an unanswered question is stored as null and reported as `not_answered`.
 * Shared by the server (schemas, report) and the SPA (form, report table).
 */

export const PREFER_NOT_TO_SAY = 'prefer_not_to_say';
/** The report's group of the applications whose applicant left the question unanswered (or deleted their account). */
export const NOT_ANSWERED = 'not_answered';

/** Each question's categories, in the order the form offers them; `prefer_not_to_say` last. */
export const MONITORING_QUESTIONS = {
  sex: ['female', 'male', 'intersex', PREFER_NOT_TO_SAY],
  ageBand: ['under_25', '25_34', '35_44', '45_54', '55_64', '65_over', PREFER_NOT_TO_SAY],
  ethnicGroup: ['african', 'asian', 'arab', 'european', 'mixed', 'other', PREFER_NOT_TO_SAY],
  disability: ['no', 'yes', PREFER_NOT_TO_SAY],
  religion: ['christian', 'muslim', 'hindu', 'buddhist', 'jewish', 'traditional', 'other', 'none', PREFER_NOT_TO_SAY],
} as const satisfies Record<string, readonly string[]>;

export type MonitoringQuestion = keyof typeof MONITORING_QUESTIONS;
export const MONITORING_QUESTION_IDS = Object.keys(MONITORING_QUESTIONS) as MonitoringQuestion[];
export type MonitoringAnswers = { [Q in MonitoringQuestion]: (typeof MONITORING_QUESTIONS)[Q][number] | null };

/**
 * The stages the report counts, in pipeline order. An application counts for a stage when it
 * reached that stage or a later one at any time (its status history), whatever became of it since.
 */
export const FAIRNESS_STAGES = ['applied', 'shortlisted', 'interviewed', 'offered', 'hired'] as const;
export type FairnessStage = (typeof FAIRNESS_STAGES)[number];

/** Groups (and cells) of fewer people than this are never shown. */
export const FAIRNESS_MINIMUM_GROUP = 5;
/** A group's selection rate below this share of the best group's rate is flagged (the four-fifths rule). */
export const FOUR_FIFTHS = 0.8;
