import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { BusyButton } from '../../../components/busy-button';
import { spellInstant } from '../../../../../common/interview-time';
import { $api } from '../../../lib/query';
import { useInlineEditor } from './use-inline-editor';
import { ASSIGN_SLOT_API, type InterviewRound } from './api';

type Invitation = InterviewRound['invitations'][number];

/**
 * The recruiter places an invited applicant in a slot ("Assign a slot"), or moves their booking
 * ("Move"): a choice of the round's slots that have a seat left and have not started, then the
 * same e-mails and calendar file as the applicant's own booking.
 */
export function SlotAssign({ round, invitation }: { round: InterviewRound; invitation: Invitation }) {
  const { t, i18n } = useLingui();
  const id = `assign-${invitation.id}`;
  const { open, openEditor, close, first: select, problem, setProblem, busy, call, openerId } = useInlineEditor<HTMLSelectElement>(id);
  const [slotId, setSlotId] = useState('');
  const assign = $api.useMutation('post', ASSIGN_SLOT_API);
  const booked = invitation.status === 'booked';
  const now = Date.now();
  const choices = round.slots.filter((s) => s.booked < s.capacity && Date.parse(s.startsAt) > now && s.id !== invitation.slotId);
  if (!open) {
    const label = booked ? t`Move` : t`Assign a slot`;
    const name = booked ? t`Move the interview of ${invitation.candidate}` : t`Assign a slot to ${invitation.candidate}`;
    return <Button id={openerId} type="button" outlined size="small" label={label} aria-label={name} onClick={openEditor} />;
  }
  const submit = async () => {
    if (!slotId) return setProblem(t`Choose a slot first.`);
    if (!(await call(() => assign.mutateAsync({ params: { path: { id: invitation.id } }, body: { slotId: Number(slotId) } })))) return;
    setSlotId('');
    close();
  };
  return (
    <form
      className="interview-inline"
      aria-label={t`Slot for ${invitation.candidate}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={id}>{t`Slot`}</label>
      <select ref={select} id={id} className="p-inputtext admin-select" value={slotId} onChange={(e) => setSlotId(e.target.value)} aria-describedby={problem ? `${id}-problem` : undefined}>
        <option value="">{choices.length ? t`Choose a slot` : t`No open slot left`}</option>
        {choices.map((s) => (
          <option key={s.id} value={s.id}>
            {spellInstant(s.startsAt, i18n.locale, round.timeZone)}
          </option>
        ))}
      </select>
      <BusyButton type="submit" size="small" label={booked ? t`Move to this slot` : t`Book this slot`} busy={busy} />
      <Button type="button" text size="small" label={t`Cancel`} onClick={close} />
      {problem ? (
        <p role="alert" id={`${id}-problem`} className="admin-error">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
