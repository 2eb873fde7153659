import { Trans, useLingui } from '@lingui/react/macro';
import { spellInstant } from '../../../../../common/interview-time';
import { ADJUSTMENT_KIND_LABELS, ADJUSTMENT_STATUS_LABELS, MODE_LABELS, sameWallTime } from '../../../lib/interview-vocabulary';
import type { components } from '../../../api/schema';

export type MyInterview = components['schemas']['MyInterview'];

/** The round, where and how long, the booked time in the reader's zone (and the hospital's), and the adjustments asked for. */
export function BookingSummary({ interview, viewerZone }: { interview: MyInterview; viewerZone: string }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale;
  const { round, slot, adjustments } = interview;
  const hospital = interview.hospitalTimeZone;
  return (
    <dl className="interview-facts">
      <div>
        <dt>
          <Trans>Job</Trans>
        </dt>
        <dd>
          {interview.job.title} ({interview.job.reference})
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Interview</Trans>
        </dt>
        <dd>
          {round.name} · {i18n._(MODE_LABELS[round.mode])} · {t`${round.durationMinutes} minutes`}
        </dd>
      </div>
      {round.mode === 'in_person' && round.location ? (
        <div>
          <dt>
            <Trans>Place</Trans>
          </dt>
          <dd>{round.location}</dd>
        </div>
      ) : null}
      {round.mode === 'video' && round.videoUrl && slot ? (
        <div>
          <dt>
            <Trans>Video link</Trans>
          </dt>
          <dd>
            <a href={round.videoUrl} rel="noreferrer noopener" target="_blank">
              {round.videoUrl}
            </a>
          </dd>
        </div>
      ) : null}
      {slot ? (
        <div>
          <dt>
            <Trans>Your time</Trans>
          </dt>
          <dd>
            <strong>{spellInstant(slot.startsAt, lang, viewerZone)}</strong>
            {sameWallTime(slot.startsAt, viewerZone, hospital) ? null : <span className="interview-slot__hospital">{t`At the hospital: ${spellInstant(slot.startsAt, lang, hospital)}`}</span>}
          </dd>
        </div>
      ) : (
        <div>
          <dt>
            <Trans>Book by</Trans>
          </dt>
          <dd>{spellInstant(interview.bookBy, lang, viewerZone)}</dd>
        </div>
      )}
      {adjustments ? (
        <div>
          <dt>
            <Trans>Adjustments asked for</Trans>
          </dt>
          <dd>
            {[...adjustments.kinds.map((k) => i18n._(ADJUSTMENT_KIND_LABELS[k])), adjustments.note].filter(Boolean).join(' · ')}
            {interview.adjustmentsStatus ? ` (${i18n._(ADJUSTMENT_STATUS_LABELS[interview.adjustmentsStatus])})` : null}
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
