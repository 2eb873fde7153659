import { msg } from '@lingui/core/macro';
import type { FieldErrors } from '../../../components/form-state';
import { DEFAULT_HORIZON_DAYS, DEFAULT_MIN_NOTICE_HOURS, type InterviewMode, type SchedulingMode } from '../../../../../common/interview-rules';
import type { components } from '../../../api/schema';
import type { InterviewRound } from './api';

/** The round builder's fields, as text (the form kit's way), and the API body they make. */
export const ROUND_FIELDS = ['name', 'mode', 'location', 'videoUrl', 'durationMinutes', 'schedulingMode', 'minNoticeHours', 'horizonDays', 'panelIds', 'leadId'] as const;
export type RoundField = (typeof ROUND_FIELDS)[number];
export type RoundValues = Record<RoundField, string>;
type RoundBody = components['schemas']['CreateInterviewRoundBody'];

export const roundValues = (round: InterviewRound | null): RoundValues => ({
  name: round?.name ?? '',
  mode: round?.mode ?? 'in_person',
  location: round?.location ?? '',
  videoUrl: round?.videoUrl ?? '',
  durationMinutes: String(round?.durationMinutes ?? 45),
  schedulingMode: round?.schedulingMode ?? 'applicant_picks',
  minNoticeHours: String(round?.minNoticeHours ?? DEFAULT_MIN_NOTICE_HOURS),
  horizonDays: String(round?.horizonDays ?? DEFAULT_HORIZON_DAYS),
  panelIds: round?.panel.map((p) => p.userId).join(',') ?? '',
  leadId: round?.leadId ? String(round.leadId) : '',
});

const whole = (text: string, min: number, max: number) => /^\d{1,4}$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

export function validateRound(v: RoundValues): FieldErrors<RoundField> {
  return {
    name: v.name.trim() ? null : msg`Name the round.`,
    location: v.mode === 'in_person' && !v.location.trim() ? msg`Say where the interview takes place.` : null,
    videoUrl: v.mode === 'video' && !/^https:\/\/\S+$/.test(v.videoUrl.trim()) ? msg`Give the video link (https://…).` : null,
    durationMinutes: whole(v.durationMinutes, 5, 480) ? null : msg`Give a length from 5 to 480 minutes.`,
    minNoticeHours: whole(v.minNoticeHours, 0, 720) ? null : msg`Give a notice from 0 to 720 hours.`,
    horizonDays: whole(v.horizonDays, 1, 365) ? null : msg`Give a horizon from 1 to 365 days.`,
  };
}

export function roundBody(v: RoundValues): RoundBody {
  return {
    name: v.name.trim(),
    mode: v.mode as InterviewMode,
    location: v.mode === 'in_person' ? v.location.trim() : '',
    videoUrl: v.mode === 'video' ? v.videoUrl.trim() : '',
    durationMinutes: Number(v.durationMinutes),
    schedulingMode: v.schedulingMode as SchedulingMode,
    minNoticeHours: Number(v.minNoticeHours),
    horizonDays: Number(v.horizonDays),
    panelIds: v.panelIds.split(',').filter(Boolean).map(Number),
    leadId: v.leadId ? Number(v.leadId) : null,
  };
}

/** The form field a refusal's `field` names (`panelIds.2` is the panel). */
export const roundFieldOf = (field: string | undefined): RoundField | null => {
  const name = field?.split('.')[0];
  return (ROUND_FIELDS as readonly string[]).includes(name ?? '') ? (name as RoundField) : null;
};
