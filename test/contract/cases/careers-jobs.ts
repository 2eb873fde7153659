import type { ContractCase } from '../harness.js';

const firstOpenSlug = async (app: Parameters<ContractCase['run']>[0]['app']) => (await app.inject({ url: '/api/careers/jobs?perPage=1' })).json().jobs[0].slug as string;

export const cases: ContractCase[] = [
  {
    operationId: 'listPublicJobs',
    title: 'filtered, sorted page with facets',
    status: 200,
    run: ({ app }) => app.inject({ url: '/api/careers/jobs?department=nursing&department=paediatrics&sort=closing&perPage=5&q=nurse' }),
  },
  { operationId: 'listPublicJobs', title: 'page too large', status: 400, run: ({ app }) => app.inject({ url: '/api/careers/jobs?perPage=500' }) },
  {
    operationId: 'listPublicJobs',
    title: 'a flood of new searches: those past the queue are refused (search_busy)',
    status: 503,
    run: async ({ app }) => {
      const answers = await Promise.all(Array.from({ length: 80 }, (_, i) => app.inject({ url: `/api/careers/jobs?q=contract-flood-${i}` })));
      return answers.find((res) => res.statusCode === 503) ?? answers[0]!;
    },
  },
  { operationId: 'getPublicJob', title: 'an open job by slug', status: 200, run: async ({ app }) => app.inject({ url: `/api/careers/jobs/${await firstOpenSlug(app)}` }) },
  { operationId: 'getPublicJob', title: 'malformed slug', status: 400, run: ({ app }) => app.inject({ url: '/api/careers/jobs/Not_A_Slug' }) },
  { operationId: 'getPublicJob', title: 'unknown job', status: 404, run: ({ app }) => app.inject({ url: '/api/careers/jobs/no-such-job' }) },
  { operationId: 'listDepartments', title: 'open-job counts', status: 200, run: ({ app }) => app.inject({ url: '/api/careers/departments' }) },
];
