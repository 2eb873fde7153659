import { useState, type FormEvent } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { BusyButton } from '../../components/busy-button';
import { PersonAvatar } from '../../components/person-avatar';
import { apiProblem, problemText } from '../../lib/api-errors';
import { $api, queryClient } from '../../lib/query';
import type { ProfilePoll, SocialProfile } from './profile-types';
import { ProfileCard } from './side-cards';
import { ProblemAlert } from '../../components/problem-alert';

const PROFILE_KEY = $api.queryOptions('get', '/api/profile/data').queryKey;

/** The poll: one vote per user (voting again moves it), and the results, computed from the votes. */
export function PollCard({ poll }: { poll: ProfilePoll }) {
  const { t, i18n } = useLingui();
  const [choice, setChoice] = useState<number | null>(poll.yourVote);
  const [problem, setProblem] = useState<string | null>(null);
  const vote = $api.useMutation('post', '/api/profile/poll/vote');
  const share = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 0 });
  const mine = poll.options.find((option) => option.id === poll.yourVote);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (choice === null) return setProblem(t`Choose an answer first.`);
    vote.mutate(
      { body: { optionId: choice } },
      {
        onSuccess: (saved) => queryClient.setQueryData<SocialProfile>(PROFILE_KEY, (profile) => (profile ? { ...profile, poll: saved } : profile)),
        onError: (error) => setProblem(problemText(apiProblem(error))),
      },
    );
  };

  return (
    <ProfileCard id="profile-poll" title={<Trans>Poll</Trans>}>
      <form onSubmit={submit} className="profile-poll">
        <fieldset>
          <legend>{poll.question}</legend>
          {poll.options.map((option) => {
            const part = poll.totalVotes > 0 ? option.votes / poll.totalVotes : 0;
            const id = `poll-option-${option.id}`;
            return (
              <div key={option.id} className="profile-poll__option">
                <input type="radio" id={id} name="poll" value={option.id} checked={choice === option.id} onChange={() => setChoice(option.id)} />
                <label htmlFor={id}>
                  {option.name}
                  {option.id === poll.yourVote ? (
                    <span className="profile-poll__mine">
                      {' '}
                      <Trans>(your vote)</Trans>
                    </span>
                  ) : null}
                </label>
                <span className="profile-poll__share">{share.format(part)}</span>
                <span className="profile-poll__bar" aria-hidden="true">
                  <span style={{ width: `${part * 100}%` }} />
                </span>
                <ul className="profile-poll__voters" aria-hidden="true">
                  {option.votedUser.map((person) => (
                    <li key={person.username}>
                      <PersonAvatar name={person.username} src={person.avatar} size={24} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </fieldset>
        <p className="profile-muted">
          <Plural value={poll.totalVotes} one="# vote in all" other="# votes in all" />
        </p>
        <BusyButton type="submit" size="small" label={mine ? t`Change my vote` : t`Vote`} busy={vote.isPending} disabled={vote.isPending || choice === poll.yourVote} />
        <p role="status" className="profile-status">
          {mine ? <Trans>You voted for {mine.name}. Voting again moves your vote.</Trans> : null}
        </p>
        <ProblemAlert problem={problem} className="profile-error" />
      </form>
    </ProfileCard>
  );
}
