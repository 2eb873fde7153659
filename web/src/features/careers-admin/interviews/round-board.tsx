import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { spellInstant } from '../../../../../common/interview-time';
import { $api } from '../../../lib/query';
import { ADJUSTMENT_KIND_LABELS, ADJUSTMENT_STATUS_LABELS, INVITATION_STATUS_LABELS } from '../../../lib/interview-vocabulary';
import { SLOT_API, useBoardCall, type InterviewRound } from './api';
import { SlotDays } from './slot-days';
import { AssessmentSection } from './assessment-section';
import { AdjustmentsStatus } from './adjustments-status';
import { SlotAssign } from './slot-assign';
import { SlotEdit } from './slot-edit';
import { ProblemAlert } from '../../../components/problem-alert';

type Invitation = InterviewRound['invitations'][number];

/** The adjustments an applicant asked for, with where they stand; only in the answers of those who may see them. */
function AdjustmentsCell({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useLingui();
  const asked = invitation.adjustments;
  if (!asked) return <>{t`None asked`}</>;
  const words = [...asked.kinds.map((k) => i18n._(ADJUSTMENT_KIND_LABELS[k])), asked.note].filter(Boolean).join(' · ');
  return (
    <>
      {words}
      {invitation.adjustmentsStatus ? ` (${i18n._(ADJUSTMENT_STATUS_LABELS[invitation.adjustmentsStatus])})` : null}
      {invitation.adjustmentsArranged ? <span className="interview-arranged">{t`Arranged: ${invitation.adjustmentsArranged}`}</span> : null}
      <AdjustmentsStatus invitation={invitation} />
    </>
  );
}

/** The round's board: its slots by day (who booked each, unbooked ones may be removed) and who was invited, booked or not by the deadline. */
export function RoundBoard({ round }: { round: InterviewRound }) {
  const { t, i18n } = useLingui();
  const remove = $api.useMutation('delete', SLOT_API);
  const { problem, call } = useBoardCall();
  const zone = round.timeZone;
  const seesAdjustments = round.invitations.some((i) => 'adjustments' in i);
  const bookedIn = (slotId: number) => round.invitations.filter((i) => i.slotId === slotId && i.status === 'booked');
  const deleteSlot = (id: number) => call(() => remove.mutateAsync({ params: { path: { id } } }));
  const standing = (i: Invitation) => (i.status !== 'booked' && Date.parse(i.bookBy) < Date.now() ? t`Not booked by the deadline` : i18n._(INVITATION_STATUS_LABELS[i.status]));
  const slotOf = (i: Invitation) => round.slots.find((s) => s.id === i.slotId);
  const booked = round.invitations.filter((i) => i.status === 'booked');
  return (
    <div className="interview-board">
      <h3>
        <Trans>Slots</Trans>
      </h3>
      <ProblemAlert problem={problem} className="admin-error" />
      {round.slots.length ? (
        <SlotDays
          slots={round.slots}
          timeZone={zone}
          extra={(slot) => {
            const people = bookedIn(slot.id).map((i) => i.candidate);
            const when = spellInstant(slot.startsAt, i18n.locale, zone);
            return (
              <>
                <span className="interview-days__count">{t`${slot.booked} of ${slot.capacity} booked`}</span>
                {people.length ? <span>{people.join(', ')}</span> : null}
                {round.canManage ? <SlotEdit round={round} slot={slot} /> : null}
                {round.canManage && slot.booked === 0 ? <Button type="button" text size="small" severity="danger" label={t`Remove`} aria-label={t`Remove the slot ${when}`} onClick={() => void deleteSlot(slot.id)} /> : null}
              </>
            );
          }}
        />
      ) : (
        <p>
          <Trans>No slots yet.</Trans>
        </p>
      )}
      <h3>
        <Trans>Invited</Trans>
      </h3>
      {round.invitations.length ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the table scrolls sideways on a narrow screen; focus lets the keyboard scroll it (WCAG 2.1.1)
        <div className="interview-table-wrap" role="region" aria-label={t`Invited to ${round.name}`} tabIndex={0}>
          <table className="interview-table">
            <thead>
              <tr>
                <th scope="col">{t`Candidate`}</th>
                <th scope="col">{t`Where it stands`}</th>
                <th scope="col">{t`Time`}</th>
                {seesAdjustments ? <th scope="col">{t`Adjustments`}</th> : null}
                {round.canManage ? <th scope="col">{t`Slot`}</th> : null}
              </tr>
            </thead>
            <tbody>
              {round.invitations.map((i) => {
                const slot = slotOf(i);
                return (
                  <tr key={i.id}>
                    <th scope="row">{i.candidate}</th>
                    <td>{standing(i)}</td>
                    <td>{slot && i.status === 'booked' ? spellInstant(slot.startsAt, i18n.locale, zone) : t`Book by ${spellInstant(i.bookBy, i18n.locale, zone)}`}</td>
                    {seesAdjustments ? (
                      <td>
                        <AdjustmentsCell invitation={i} />
                      </td>
                    ) : null}
                    {round.canManage ? (
                      <td>
                        <SlotAssign round={round} invitation={i} />
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : (
        <p>
          <Trans>Nobody is invited yet.</Trans>
        </p>
      )}
      {booked.length ? (
        <>
          <h3>
            <Trans>Scores and outcome</Trans>
          </h3>
          {booked.map((i) => (
            <AssessmentSection key={i.id} round={round} invitation={i} />
          ))}
        </>
      ) : null}
    </div>
  );
}
