import { useEffect, useId, useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { BusyButton } from '../../components/busy-button';
import { useToast } from '../../components/toast';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api } from '../../lib/query';
import { JOB_TEAM_API, retryUnanswered } from './api';
import { ADMIN_REFUSALS } from './refusals';
import { TEAM_ROLE_LABELS, TEAM_ROLES, type JobTeam, type TeamMember, type TeamRole } from './staff/vocabulary';
import './staff/staff.css';
import { useFocusWhen } from '../../lib/use-focus-when';

interface Draft {
  userId: number;
  fullName: string;
  teamRole: TeamRole;
  makeDecisions: boolean;
  deactivated: boolean;
}

const draftOf = (members: TeamMember[]): Draft[] =>
  members.map((m) => ({ userId: m.userId, fullName: m.fullName, teamRole: m.teamRole, makeDecisions: m.makeDecisions, deactivated: m.deactivated }));

/** A member's name; a deactivated account's struck through, with the word saying so. */
function MemberName({ name, deactivated }: { name: string; deactivated: boolean }) {
  return deactivated ? (
    <>
      <s>{name}</s> (<Trans>deactivated</Trans>)
    </>
  ) : (
    <>{name}</>
  );
}

/** Picks a member to add: an active member of staff and a team role. */
function AddMember({ team, onAdd }: { team: JobTeam; onAdd: (draft: Draft) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [userId, setUserId] = useState('');
  const [teamRole, setTeamRole] = useState<TeamRole>('shortlisting');
  const [makeDecisions, setMakeDecisions] = useState(false);
  const person = team.eligibleStaff.find((s) => String(s.userId) === userId);
  return (
    <div className="job-team__add">
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-person`}>
          <Trans>Member of staff</Trans>
        </label>
        <select id={`${id}-person`} className="p-inputtext admin-select" value={userId} onChange={(e) => setUserId(e.target.value)}>
          <option value="">{t`Choose…`}</option>
          {team.eligibleStaff.map((s) => (
            <option key={s.userId} value={s.userId}>
              {s.jobTitle ? `${s.fullName} (${s.jobTitle})` : s.fullName}
            </option>
          ))}
        </select>
      </div>
      <div className="form-field">
        <label className="form-field__label" htmlFor={`${id}-role`}>
          <Trans>Team role</Trans>
        </label>
        <select id={`${id}-role`} className="p-inputtext admin-select" value={teamRole} onChange={(e) => setTeamRole(e.target.value as TeamRole)}>
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {i18n._(TEAM_ROLE_LABELS[role])}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-checkboxes__option">
        <input type="checkbox" id={`${id}-decide`} checked={makeDecisions} onChange={(e) => setMakeDecisions(e.target.checked)} />
        <label htmlFor={`${id}-decide`}>
          <Trans>Makes decisions</Trans>
        </label>
      </div>
      <Button
        type="button"
        outlined
        label={t`Add to the team`}
        disabled={!person}
        onClick={() => {
          if (!person) return;
          onAdd({ userId: person.userId, fullName: person.fullName, teamRole, makeDecisions, deactivated: false });
          setUserId('');
        }}
      />
    </div>
  );
}

/**
 * A job's "Hiring team" (on the job editor): who has which part in its recruitment, who may make
 * decisions. Changes are saved together; a removed member's rows are kept, so what they wrote keeps
 * their name, and they are listed as former members.
 */
export function JobTeamSection({ jobId }: { jobId: number }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const query = $api.useQuery('get', JOB_TEAM_API, { params: { path: { id: jobId } } }, { retry: retryUnanswered });
  const save = $api.useMutation('put', JOB_TEAM_API);
  const [draft, setDraft] = useState<Draft[] | null>(null);
  // Once saved, "Save the hiring team" is disabled (nothing to save): the focus goes to the team's heading, not to the page's start.
  const [savedTimes, setSavedTimes] = useState(0);
  const heading = useFocusWhen<HTMLHeadingElement>(savedTimes);
  const team = query.data;
  useEffect(() => {
    if (team) setDraft(draftOf(team.members));
  }, [team]);

  if (query.isError) {
    return (
      <section className="demo-card job-team" aria-labelledby="job-team-title">
        <h2 id="job-team-title">
          <Trans>Hiring team</Trans>
        </h2>
        <p>{problemText(apiProblem(query.error), ADMIN_REFUSALS)}</p>
      </section>
    );
  }
  if (!team || !draft) return <div className="page-loading" aria-busy="true" />;
  const editable = team.canEdit;
  const formerCount = team.formerMembers.length;
  const dirty = JSON.stringify(draft) !== JSON.stringify(draftOf(team.members));
  const change = (index: number, next: Partial<Draft> | null) =>
    setDraft((current) => (current ?? []).flatMap((d, i) => (i !== index ? [d] : next ? [{ ...d, ...next }] : [])));

  const submit = async () => {
    try {
      const saved = await save.mutateAsync({
        params: { path: { id: jobId } },
        body: { members: draft.map(({ userId, teamRole, makeDecisions }) => ({ userId, teamRole, makeDecisions })) },
      });
      toast('success', t`Hiring team saved`, t`Removed members lose their access to this job at their next page.`);
      setDraft(draftOf(saved.members));
      setSavedTimes((n) => n + 1);
      await query.refetch();
    } catch (error) {
      toast('error', t`The hiring team was not saved`, problemText(apiProblem(error), ADMIN_REFUSALS));
    }
  };

  return (
    <section className="demo-card job-team" aria-labelledby="job-team-title">
      <h2 id="job-team-title" ref={heading} tabIndex={-1}>
        <Trans>Hiring team</Trans>
      </h2>
      {draft.length === 0 ? (
        <p>
          <Trans>Nobody is on this job’s hiring team yet.</Trans>
        </p>
      ) : (
        <ul className="job-team__list">
          {draft.map((member, index) => (
            <li key={`${member.userId}-${member.teamRole}`} className="job-team__member">
              <span className="job-team__who">
                <MemberName name={member.fullName} deactivated={member.deactivated} /> · {i18n._(TEAM_ROLE_LABELS[member.teamRole])}
              </span>
              {editable ? (
                <>
                  <span className="admin-checkboxes__option">
                    <input
                      type="checkbox"
                      id={`team-decide-${index}`}
                      checked={member.makeDecisions}
                      onChange={(e) => change(index, { makeDecisions: e.target.checked })}
                    />
                    <label htmlFor={`team-decide-${index}`}>
                      <Trans>Makes decisions</Trans>
                      <span className="visually-hidden">: {member.fullName}</span>
                    </label>
                  </span>
                  <button type="button" className="admin-action" onClick={() => change(index, null)}>
                    <Trans>Remove</Trans>
                    <span className="visually-hidden">
                      {' '}
                      {member.fullName}, {i18n._(TEAM_ROLE_LABELS[member.teamRole])}
                    </span>
                  </button>
                </>
              ) : member.makeDecisions ? (
                <span>
                  <Trans>Makes decisions</Trans>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <>
          <AddMember
            team={team}
            onAdd={(next) =>
              setDraft((current) => (current?.some((d) => d.userId === next.userId && d.teamRole === next.teamRole) ? current : [...(current ?? []), next]))
            }
          />
          <div className="staff-actions">
            <BusyButton type="button" label={t`Save the hiring team`} className="form-action" busy={save.isPending} disabled={!dirty || save.isPending} onClick={() => void submit()} />
            {dirty ? (
              <Button type="button" outlined label={i18n._(msg`Undo changes`)} onClick={() => setDraft(draftOf(team.members))} />
            ) : null}
          </div>
        </>
      ) : null}
      {team.formerMembers.length ? (
        <details className="job-team__former">
          <summary>
            <Trans>Former members ({formerCount})</Trans>
          </summary>
          <ul>
            {team.formerMembers.map((m) => {
              const removedOn = i18n.date(m.removedAt!, { dateStyle: 'medium' });
              return (
                <li key={m.id}>
                  <MemberName name={m.fullName} deactivated={m.deactivated} /> · {i18n._(TEAM_ROLE_LABELS[m.teamRole])} · <Trans>removed on {removedOn}</Trans>
                </li>
              );
            })}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
