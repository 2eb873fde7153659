import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FairnessStage, MonitoringQuestion } from '../../../common/equal-opportunities';

/*
 * The words of equal-opportunities monitoring: the API sends the keys of
 * common/equal-opportunities.ts (the configurable categories); these are what a reader sees, in
 * every language. A category added there needs its label here (the type below insists). Shared by
 * the applicant's form and the staff's fairness report.
 */

export const QUESTION_LABELS: Record<MonitoringQuestion, MessageDescriptor> = {
  sex: msg`Sex`,
  ageBand: msg`Age`,
  ethnicGroup: msg`Ethnic group`,
  disability: msg`Do you consider yourself to have a disability?`,
  religion: msg`Religion or belief`,
};

/** The short name of a question, as a report heading. */
export const QUESTION_HEADINGS: Record<MonitoringQuestion, MessageDescriptor> = {
  sex: msg`Sex`,
  ageBand: msg`Age band`,
  ethnicGroup: msg`Ethnic group`,
  disability: msg`Disability`,
  religion: msg`Religion or belief`,
};

export const CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  prefer_not_to_say: msg`Prefer not to say`,
  not_answered: msg`Not answered`,
  female: msg`Female`,
  male: msg`Male`,
  intersex: msg`Intersex`,
  under_25: msg`Under 25`,
  '25_34': msg`25 to 34`,
  '35_44': msg`35 to 44`,
  '45_54': msg`45 to 54`,
  '55_64': msg`55 to 64`,
  '65_over': msg`65 and over`,
  african: msg`African`,
  asian: msg`Asian`,
  arab: msg`Arab`,
  european: msg`European`,
  mixed: msg`Mixed or multiple backgrounds`,
  other: msg`Other`,
  no: msg`No`,
  yes: msg`Yes`,
  christian: msg`Christian`,
  muslim: msg`Muslim`,
  hindu: msg`Hindu`,
  buddhist: msg`Buddhist`,
  jewish: msg`Jewish`,
  traditional: msg`Traditional African religion`,
  none: msg`No religion`,
};

export const STAGE_LABELS: Record<FairnessStage, MessageDescriptor> = {
  applied: msg`Applied`,
  shortlisted: msg`Shortlisted`,
  interviewed: msg`Interviewed`,
  offered: msg`Offered`,
  hired: msg`Hired`,
};
