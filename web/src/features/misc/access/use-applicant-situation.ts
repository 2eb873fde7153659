import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import type { ApplicantSituation } from './next-steps';

/** The signed-in applicant's applications and how complete their details are; null while loading. */
export function useApplicantSituation(status: ApplicantSituation['status']): ApplicantSituation | null {
  const [situation, setSituation] = useState<ApplicantSituation | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([
      api.GET('/api/careers/applications').catch(() => ({ data: undefined })),
      api.GET('/api/careers/profile').catch(() => ({ data: undefined })),
    ]).then(([applications, profile]) => {
      // What could not be loaded is left out: the page still offers the steps it knows.
      if (live) setSituation({ status, applications: applications.data?.applications ?? [], completeness: profile.data?.completeness ?? null });
    });
    return () => {
      live = false;
    };
  }, [status]);
  return situation;
}
