import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'primereact/button';
import { PageLoading } from '../../../components/page-loading';
import { $api } from '../../../lib/query';
import * as paths from '../../../../../common/paths';
import { JOB_API, JOB_TEAM_API, retryUnanswered } from '../api';
import { ROUNDS_API } from './api';
import { RoundCard } from './round-card';
import { RoundForm } from './round-form';
import { useScrollToHash } from './use-scroll-to-hash';
import '../admin-jobs.css';
import '../staff/staff.css';
import './interviews.css';

/** /careers/admin/jobs/:id/interviews: the job's interview rounds, each with its board; recruiters also build rounds, generate slots and invite. */
function InterviewRoundsPage() {
  const params = useParams<{ id: string }>();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : 0;
  return <RoundsScreen key={id} jobId={id} />;
}

export default InterviewRoundsPage;

function RoundsScreen({ jobId }: { jobId: number }) {
  const { t } = useLingui();
  const path = { params: { path: { id: jobId } } };
  const job = $api.useQuery('get', JOB_API, path, { retry: retryUnanswered });
  const rounds = $api.useQuery('get', ROUNDS_API, path, { retry: retryUnanswered });
  const team = $api.useQuery('get', JOB_TEAM_API, path, { retry: false });
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<number | null>(null);
  useScrollToHash(Boolean(rounds.data));
  const people = team.data?.members.filter((m) => !m.deactivated).map((m) => ({ userId: m.userId, fullName: m.fullName })) ?? [];
  const uniquePeople = [...new Map(people.map((p) => [p.userId, p])).values()];
  const canManage = rounds.data?.items.some((r) => r.canManage) ?? Boolean(team.data?.canEdit);
  const title = job.data?.title;
  if (rounds.isPending) return <PageLoading />;
  return (
    <div className="admin-jobs-page interviews-page">
      <p className="admin-back">
        <Link href={`${paths.careers.adminJobs}?edit=${jobId}`}>
          <Trans>Back to the job</Trans>
        </Link>
      </p>
      <h1>{title ? t`Interviews: ${title}` : t`Interviews`}</h1>
      {rounds.isError ? (
        <p role="alert">
          <Trans>This job does not exist, or you are not on its hiring team.</Trans>
        </p>
      ) : (
        <>
          {adding ? (
            <RoundForm
              jobId={jobId}
              round={null}
              people={uniquePeople}
              onDone={(round) => {
                setAdding(false);
                setAdded(round.id);
              }}
              onCancel={() => setAdding(false)}
            />
          ) : canManage || !rounds.data?.items.length ? (
            <Button type="button" icon="pi pi-plus" label={t`New interview round`} onClick={() => setAdding(true)} />
          ) : null}
          {rounds.data?.items.length ? (
            rounds.data.items.map((round) => <RoundCard key={round.id} round={round} people={uniquePeople} focusHeading={added === round.id} />)
          ) : (
            <p>
              <Trans>This job has no interview rounds yet.</Trans>
            </p>
          )}
        </>
      )}
    </div>
  );
}
