import type { FastifyInstance } from 'fastify';

export interface BenchContext {
  /** Bearer token of the demo administrator. */
  adminToken: string;
  /** Bearer token of the demo applicant. */
  clientToken: string;
  /** The slug of an open job (the newest). */
  openJobSlug: string;
  /** Bearer token of the demo recruiting manager (on the hiring teams `scopedManager` gives them). */
  managerToken: string;
  /** The job `siftJob` seeds (its sift, 2,000 applications) and its first application left for the manager to score; 0 without it. */
  siftJobId: number;
  siftApplicationId: number;
}

export interface BenchTarget {
  name: string;
  path: string | ((ctx: BenchContext) => string);
  headers?: (ctx: BenchContext) => Record<string, string>;
  /** Run once before the server starts when this target is measured (each setup once, in order). */
  setups?: BenchSetup[];
  /**
   * The query string of the n-th request (n counts every request of the run): a target that asks a
   * new question each time, never the same URL twice (cache misses). The baselines answer every one
   * with the bytes of the first.
   */
  rotate?: (n: number) => string;
  /**
   * A second load on the app while this target is measured (the app's turns only): `connections`
   * more clients sending `path?rotate(n)`, whatever the answers (503 `search_busy` is a right one).
   */
  beside?: { connections: number; path: string; rotate: (n: number) => string };
}

/** Runs once before the server starts, on the same data directory (seed bulk data here). */
export type BenchSetup = (app: FastifyInstance) => Promise<void>;

const asAdmin = (ctx: BenchContext) => ({ authorization: `Bearer ${ctx.adminToken}` });
const asClient = (ctx: BenchContext) => ({ authorization: `Bearer ${ctx.clientToken}` });
const asManager = (ctx: BenchContext) => ({ authorization: `Bearer ${ctx.managerToken}` });
const browser = { 'accept-encoding': 'br, gzip' };

export const targets: BenchTarget[] = [
  { name: 'GET / (SPA index)', path: '/', headers: () => browser },
  { name: 'GET deep link /careers/my-applications (client-rendered)', path: '/careers/my-applications', headers: () => browser },
  { name: 'GET /careers/job/1 (server-rendered job page)', path: '/careers/job/1', headers: () => browser },
  { name: 'GET /careers/jobs (server-rendered list)', path: '/careers/jobs', headers: () => browser },
  { name: 'GET /api/health (database)', path: '/api/health' },
  { name: 'GET /api/auth/me (small JSON, signed in)', path: '/api/auth/me', headers: asAdmin },
  // The cost of checking an access token (signature, then the account's state): a signed-in route whose answer needs no database.
  { name: 'GET /api/pricing/data (signed in, token check only)', path: '/api/pricing/data', headers: asAdmin },
  { name: 'GET /api/careers/account/preferences (applicant, signed in)', path: '/api/careers/account/preferences', headers: asClient },
];

/** The open jobs of the board (BENCH_JOBS=20000 for the larger board of the job search's targets). */
export const BENCH_JOBS = Number(process.env.BENCH_JOBS ?? 2000);
const JOBS_LABEL = BENCH_JOBS.toLocaleString('en');
const twoThousandJobs: BenchSetup = async (app) => {
  const { seedManyJobs } = await import('./seed-jobs.js');
  await seedManyJobs(app.db, BENCH_JOBS);
};
const manyApplications: BenchSetup = async (app) => {
  const { seedManyApplications } = await import('./seed-applications.js');
  await seedManyApplications(app.db, 100_000);
};

/** The demo recruiting manager on the hiring teams of 20 of the 2,000 jobs (about 1,000 of the applications). */
export const SCOPED_TEAM_JOBS = 20;
const scopedManager: BenchSetup = async (app) => {
  const { sql } = await import('drizzle-orm');
  await app.db.execute(sql`
    insert into job_team (job_id, user_id, team_role, make_decisions)
    select j.id, u.id, 'recruiting_manager', true
    from (select id from jobs where status <> 'draft' order by id limit ${SCOPED_TEAM_JOBS}) j, users u
    where u.email = 'manager@demo.com'
    on conflict do nothing`);
};

// Careers applications: the administrators' list over 2,000 jobs and 100,000 applications.
targets.push({
  name: 'GET /api/careers/admin/applications (status + job, 100,000 applications)',
  path: '/api/careers/admin/applications?status=submitted&status=under_review&jobId=100',
  headers: asAdmin,
  setups: [twoThousandJobs, manyApplications],
});

/**
 * The same list unfiltered (the first page and the counts per status), for the super admin and for
 * a recruiting manager whose rules the SQL filter applies (their 20 jobs): bench.ts prints the
 * ratio of their p99 (target: the scoped list within 1.5x of the unscoped one).
 */
export const ADMIN_LIST_ALL = 'GET /api/careers/admin/applications (first page, 100,000 applications): super admin';
export const ADMIN_LIST_SCOPED = 'GET /api/careers/admin/applications (first page, 100,000 applications): scoped manager';
targets.push(
  { name: ADMIN_LIST_ALL, path: '/api/careers/admin/applications', headers: asAdmin, setups: [twoThousandJobs, manyApplications, scopedManager] },
  { name: ADMIN_LIST_SCOPED, path: '/api/careers/admin/applications', headers: asManager, setups: [twoThousandJobs, manyApplications, scopedManager] },
);

/** Monitoring answers for about four in five of the seeded applicants, spread over the categories (the fairness report's groups). */
const monitoringAnswers: BenchSetup = async (app) => {
  const { sql } = await import('drizzle-orm');
  const { MONITORING_QUESTIONS } = await import('../common/equal-opportunities.js');
  const pick = (question: keyof typeof MONITORING_QUESTIONS, salt: number) => {
    const values = sql.raw(`array[${MONITORING_QUESTIONS[question].map((v) => `'${v}'`).join(',')}]`);
    return sql`(${values})[1 + ((u.id * ${salt}) % ${MONITORING_QUESTIONS[question].length})]`;
  };
  await app.db.execute(sql`
    insert into equal_opportunities (user_id, sex, age_band, ethnic_group, disability, religion)
    select u.id, ${pick('sex', 7)}, ${pick('ageBand', 13)}, ${pick('ethnicGroup', 17)}, ${pick('disability', 19)}, ${pick('religion', 23)}
    from users u where u.role = 'client' and u.password_hash = '!seeded' and u.id % 5 <> 0
    on conflict do nothing`);
  await app.db.execute(sql`vacuum analyze equal_opportunities`);
};

/**
 * The fairness report (issue 27) over the same 100,000 applications: every department at once (the
 * seeded applications are spread over all of them, so this is one report over 100,000), for a super
 * admin; printed next to the admin list above.
 */
export const FAIRNESS_REPORT = 'GET /api/careers/admin/fairness (every department, 100,000 applications)';
targets.push({ name: FAIRNESS_REPORT, path: '/api/careers/admin/fairness', headers: asAdmin, setups: [twoThousandJobs, manyApplications, monitoringAnswers] });

/**
 * A new search each time, as a person typing or a crawler asks: words, a department, a sort, a
 * language, a page and a page size, in mixed radix over the request number (432,000 different
 * URLs before one comes again). The server-rendered page takes no `lang` (there it is a language
 * choice, answered by a redirect that sets it): its rotation leaves the language out (108,000 URLs).
 */
const SEARCH_WORDS = ['nurse', 'nurses', 'midwife', 'pharmacist', 'icu', 'theatre', 'consultant', 'radiographer', 'laboratory', 'paediatric', 'surgery', 'oncology', 'renal', 'community', 'night', 'maternity', 'technologist', 'officer', 'support', 'senior', 'clinical', 'registered', 'newborn', 'outpatients', 'neurology', 'cardiology', 'emergency', 'critical care', 'ward', 'locum'];
const SEARCH_DEPARTMENTS = ['', 'nursing', 'medicine', 'surgery', 'paediatrics', 'obstetrics', 'laboratory', 'pharmacy', 'radiology', 'teaching-research', 'administration', 'ict'];
export function newSearch(n: number, languages: readonly string[] = ['en', 'fr', 'de', 'pt']): string {
  const digit = (radix: number) => {
    const d = n % radix;
    n = Math.floor(n / radix);
    return d;
  };
  const q = SEARCH_WORDS[digit(SEARCH_WORDS.length)]!;
  const department = SEARCH_DEPARTMENTS[digit(SEARCH_DEPARTMENTS.length)]!;
  const sort = ['newest', 'closing', 'title'][digit(3)]!;
  const lang = languages.length > 0 ? languages[digit(languages.length)] : undefined;
  const page = 1 + digit(5);
  const perPage = 10 + digit(20);
  return `q=${encodeURIComponent(q)}${department ? `&department=${department}` : ''}&sort=${sort}${lang ? `&lang=${lang}` : ''}&page=${page}&perPage=${perPage}`;
}

/**
 * New words each time, as a person typing does: two of the words above in every order and the four
 * languages (3,480 searches before one comes again): the searches' word matches, kept for the latest
 * 256 (public-answers.ts), are never there, where `newSearch` mostly changes the filters, sort and page.
 */
export function newWords(n: number): string {
  const first = n % SEARCH_WORDS.length;
  const second = (first + 1 + (Math.floor(n / SEARCH_WORDS.length) % (SEARCH_WORDS.length - 1))) % SEARCH_WORDS.length;
  const lang = ['en', 'fr', 'de', 'pt'][Math.floor(n / (SEARCH_WORDS.length * (SEARCH_WORDS.length - 1))) % 4]!;
  return `q=${encodeURIComponent(`${SEARCH_WORDS[first]} ${SEARCH_WORDS[second]}`)}&lang=${lang}`;
}

/**
 * Words that no job has and no search asked before, never the same twice: a client making up
 * queries (a scraper, a fuzzer). Each one costs the database's text search of every reading and,
 * as it finds nothing, the search for a misspelling (trigrams): the board's costliest question.
 */
export function madeUpWords(n: number): string {
  return `q=${encodeURIComponent(`zq${((n * 2_654_435_761) >>> 0).toString(36)}`)}`;
}

/** The clients making up queries beside the board's plain list (issue 33: its p99 must hold under them). */
export const FLOOD_CLIENTS = 20;

// Careers, public job board: the cached answers (list, filtered list, one job page), then a new search every time (cache misses).
targets.push(
  { name: `GET /api/careers/jobs (public list, ${JOBS_LABEL} jobs)`, path: '/api/careers/jobs', setups: [twoThousandJobs] },
  { name: 'GET /api/careers/jobs?department&sort (filtered)', path: '/api/careers/jobs?department=nursing&sort=closing', setups: [twoThousandJobs] },
  { name: 'GET /api/careers/jobs/{slug} (public job page)', path: (ctx) => `/api/careers/jobs/${ctx.openJobSlug}`, setups: [twoThousandJobs] },
  { name: `GET /api/careers/jobs?q… (new search every time, ${JOBS_LABEL} jobs)`, path: '/api/careers/jobs', rotate: newSearch, setups: [twoThousandJobs] },
  { name: `GET /api/careers/jobs?q… (new words every time, ${JOBS_LABEL} jobs)`, path: '/api/careers/jobs', rotate: newWords, setups: [twoThousandJobs] },
  { name: `GET /api/careers/jobs?q… (made-up words every time, ${JOBS_LABEL} jobs)`, path: '/api/careers/jobs', rotate: madeUpWords, setups: [twoThousandJobs] },
  {
    name: `GET /careers/jobs (server-rendered list, ${FLOOD_CLIENTS} clients making up searches beside)`,
    path: '/careers/jobs',
    headers: () => browser,
    beside: { connections: FLOOD_CLIENTS, path: '/api/careers/jobs', rotate: madeUpWords },
    setups: [twoThousandJobs],
  },
  { name: `GET /careers/jobs?q… (server-rendered, new search every time, ${JOBS_LABEL} jobs)`, path: '/careers/jobs', rotate: (n) => newSearch(n, []), headers: () => browser, setups: [twoThousandJobs] },
);

// Demo areas: one list call per app.
targets.push(
  { name: 'GET /api/apps/user/users (demo list)', path: '/api/apps/user/users?role=editor&perPage=10', headers: asAdmin },
  { name: 'GET /api/apps/email/emails (demo list)', path: '/api/apps/email/emails?folder=inbox', headers: asAdmin },
  // The mail app's search: subject, sender (name, address) and the text of each message.
  { name: 'GET /api/apps/email/emails?q (demo e-mail search)', path: '/api/apps/email/emails?folder=inbox&q=est', headers: asAdmin },
  { name: 'GET /api/apps/invoice/invoices (demo list)', path: '/api/apps/invoice/invoices?perPage=10&page=2', headers: asAdmin },
  { name: 'GET /api/apps/ecommerce/products (demo list)', path: '/api/apps/ecommerce/products?sortBy=price-asc', headers: asAdmin },
);

// Demo shop: the product list with every filter, and the facet counts computed under them.
targets.push({
  name: 'GET /api/apps/ecommerce/products (search + filters + facets)',
  path: '/api/apps/ecommerce/products?q=o&category=audio&brand=Sony&brand=Bose&minRating=3&minPriceCents=1000&maxPriceCents=50000&sortBy=price-desc',
  headers: asAdmin,
});

// Demo calendar: the range query of a month view (six weeks, every calendar), as the calendar asks it.
const monthViewStart = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 7 * 86_400_000);
const monthViewEnd = new Date(monthViewStart.getTime() + 42 * 86_400_000);
targets.push({
  name: 'GET /api/apps/calendar/events (range of a month view, every calendar)',
  path: `/api/apps/calendar/events?calendars=Business,Holiday,Personal,Family,ETC&start=${encodeURIComponent(monthViewStart.toISOString())}&end=${encodeURIComponent(monthViewEnd.toISOString())}`,
  headers: asAdmin,
});

// Demo users: the list as its screen asks for it, with filters, a search and a sort by name.
targets.push(
  {
    name: 'GET /api/apps/user/users (status + search, sorted by name)',
    path: '/api/apps/user/users?status=active&q=e&sortBy=fullName&sortDesc=true&page=1&perPage=25',
    headers: asAdmin,
  },
  {
    name: 'GET /api/apps/user/users (role + plan + status, sorted by e-mail)',
    path: '/api/apps/user/users?role=editor&plan=team&status=active&sortBy=email&page=1&perPage=10',
    headers: asAdmin,
  },
);

/**
 * Shortlisting (issue 27): the scoring views over a job whose sift has 2,000 applications (half
 * scored once, a quarter twice), as its shortlisting lead (the demo manager) sees them, next to the
 * administrators' application list of the same job: bench.ts prints the ratios of their p99.
 */
const siftJob: BenchSetup = async (app) => {
  const { seedSiftJob } = await import('./seed-sift.js');
  await seedSiftJob(app.db, 2000);
};
export const SIFT_ADMIN_LIST = 'GET /api/careers/admin/applications (the sift job, 2,000 applications)';
export const SIFT_QUEUE = 'GET /api/careers/admin/sift (queue, 2,000-application sift): lead';
export const SIFT_VIEW = 'GET /api/careers/admin/sift/applications/{id} (scoring view, name-blind)';
targets.push(
  { name: SIFT_ADMIN_LIST, path: (ctx) => `/api/careers/admin/applications?jobId=${ctx.siftJobId}`, headers: asAdmin, setups: [siftJob] },
  { name: SIFT_QUEUE, path: '/api/careers/admin/sift', headers: asManager, setups: [siftJob] },
  { name: SIFT_VIEW, path: (ctx) => `/api/careers/admin/sift/applications/${ctx.siftApplicationId}`, headers: asManager, setups: [siftJob] },
);
