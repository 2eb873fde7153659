import { useState } from 'react';
import { useFocusWhen } from '../../../lib/use-focus-when';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { MODE_LABELS, SCHEDULING_LABELS } from '../../../lib/interview-vocabulary';
import type { InterviewRound } from './api';
import { InviteForm } from './invite-form';
import type { Person } from './panel-fields';
import { RoundBoard } from './round-board';
import { RoundForm } from './round-form';
import { SlotGenerator } from './slot-generator';

/** One round: what it is, its board; for its recruiters also the builder, the slot generator and the invitations. */
/** One round; `focusHeading`: it was just added here, its heading takes the focus (the form and its button are gone). */
export function RoundCard({ round, people, focusHeading = false }: { round: InterviewRound; people: Person[]; focusHeading?: boolean }) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const headingId = `interview-round-${round.id}`;
  const heading = useFocusWhen<HTMLHeadingElement>(focusHeading);
  const lead = round.panel.find((p) => p.userId === round.leadId)?.fullName;
  const place = round.mode === 'in_person' ? round.location : round.mode === 'video' ? round.videoUrl : '';
  return (
    <section className="interview-round" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1} ref={heading}>
        {round.name}
      </h2>
      <p className="interview-round__facts">
        {[i18n._(MODE_LABELS[round.mode]), place, t`${round.durationMinutes} minutes`, i18n._(SCHEDULING_LABELS[round.schedulingMode]), t`notice ${round.minNoticeHours} h`, t`up to ${round.horizonDays} days ahead`]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <p className="interview-round__facts">
        {round.panel.length ? t`Panel: ${round.panel.map((p) => p.fullName).join(', ')}` : t`No panel yet`}
        {lead ? ` · ${t`Lead: ${lead}`}` : null}
      </p>
      {round.canManage ? (
        editing ? (
          <RoundForm jobId={round.jobId} round={round} people={people} onDone={() => setEditing(false)} onCancel={() => setEditing(false)} />
        ) : (
          <Button type="button" outlined size="small" label={t`Change the round`} aria-label={t`Change the round ${round.name}`} onClick={() => setEditing(true)} />
        )
      ) : null}
      <RoundBoard round={round} />
      {round.canManage ? (
        <div className="interview-round__tools">
          <SlotGenerator round={round} />
          <InviteForm round={round} />
        </div>
      ) : (
        <p className="admin-job-form__hint">
          <Trans>You are on this round's panel: the recruiters manage its slots and invitations.</Trans>
        </p>
      )}
    </section>
  );
}
