import type { Locale } from './locales.js';

/**
 * The accessibility statements (issue 35): what a person declares in `accessibility/statement.yaml`
 * (compliance status, review date, known problems), and the evidence the browser tests' axe runs
 * left (`accessibility/evidence.json`), joined into what `GET /api/careers/accessibility` serves.
 * Pure and shared: the build script checks them, the server serves them, the SPA shows them.
 */

export const AUDIENCES = ['applicants', 'staff'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** The GOV.UK model's three statuses: a person sets one; nothing writes it automatically. */
export const COMPLIANCE_STATUSES = ['fully', 'partially', 'not'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** Where a known problem was found: an audit by a person, the axe runs, or a user who told us. */
export const PROBLEM_SOURCES = ['audit', 'axe', 'user'] as const;
export type ProblemSource = (typeof PROBLEM_SOURCES)[number];

/** A text in the portal's four languages. */
export type Localized = Record<Locale, string>;

export interface KnownProblem {
  id: string;
  source: ProblemSource;
  /** WCAG 2.2 success criteria, e.g. `1.1.1`. */
  criteria: string[];
  /** Route patterns or path prefixes it affects (`/careers/profile`). */
  routes: string[];
  /** The axe rules whose violations on those routes this entry accounts for. */
  axeRules: string[];
  affects: Localized;
  workaround: Localized;
  /** When it will be fixed (YYYY-MM-DD), or null when no date can be promised yet. */
  fixBy: string | null;
}

export interface Statement {
  audience: Audience;
  /** Path prefixes of the screens it covers (the longest matching prefix of either statement wins). */
  scope: string[];
  status: ComplianceStatus;
  /** YYYY-MM-DD, set by the person who reviewed it. */
  prepared: string;
  lastReviewed: string;
  reviewedBy: string;
  /** What you can do (only what the tests and reviews back). */
  canDo: Localized[];
  problems: KnownProblem[];
  /** Content outside the regulations or the portal's control (applicants' uploaded documents). */
  outOfScope: Localized[];
}

/** What accessibility/statement.yaml holds. */
export interface StatementFile {
  organisation: string;
  standard: string;
  statements: Statement[];
}

/** One axe finding (a violation or an item needing review) on a route, in the evidence. */
export interface AxeFinding {
  rule: string;
  impact: string | null;
  /** The WCAG success criteria axe tags it with. */
  criteria: string[];
  /** How many checks (skins × languages × states) found it. */
  occurrences: number;
}

export interface RouteEvidence {
  route: string;
  skins: string[];
  languages: string[];
  checks: number;
  violations: AxeFinding[];
  needsReview: AxeFinding[];
}

/** accessibility/evidence.json: the last browser test run's axe results, per route. */
export interface Evidence {
  /** When the browser tests ran (ISO date-time). */
  testedAt: string;
  axeCoreVersion: string;
  commit: string | null;
  routes: RouteEvidence[];
}

/** One axe run of the browser tests (a line of test-results/axe-report.jsonl). */
export interface AxeRun {
  route: string;
  skin: string;
  language: string;
  testedAt: string;
  axeCoreVersion: string;
  violations: { rule: string; impact: string | null; tags: string[] }[];
  incomplete: { rule: string; impact: string | null; tags: string[] }[];
}

/** The days after which a review is stale (the EU model: review at least once a year). */
export const REVIEW_MAX_AGE_DAYS = 365;

/** `wcag143` → `1.4.3`: the success criteria among axe's tags. */
export function criteriaOfTags(tags: readonly string[]): string[] {
  const found = tags.map((tag) => /^wcag(\d)(\d)(\d{1,2})$/.exec(tag)).filter((m) => m !== null);
  return [...new Set(found.map(([, a, b, c]) => `${a}.${b}.${c}`))].sort();
}

/**
 * A path as the report names it: no query, ids and slugs as the route table's `:id`.
 * `/careers/job/nurse-ward-7` → `/careers/job/:id`, `/careers/admin/staff/12` → `/careers/admin/staff/:id`.
 */
export function routeOf(pathname: string): string {
  const path = pathname.split(/[?#]/)[0]!.replace(/\/$/, '') || '/';
  if (/^\/careers\/job\/[^/]+$/.test(path)) return '/careers/job/:id';
  return path.replace(/\/\d+(?=\/|$)/g, '/:id');
}

/** Whether `route` is under `prefix` (a path prefix, or a pattern with `:id`). */
export function routeMatches(route: string, prefix: string): boolean {
  return route === prefix || route.startsWith(`${prefix}/`);
}

/** The statement a route belongs to: the one with the longest matching scope prefix, or null. */
export function audienceOf(route: string, statements: readonly Pick<Statement, 'audience' | 'scope'>[]): Audience | null {
  let best: { audience: Audience; length: number } | null = null;
  for (const statement of statements) {
    for (const prefix of statement.scope) {
      if (routeMatches(route, prefix) && (!best || prefix.length > best.length)) best = { audience: statement.audience, length: prefix.length };
    }
  }
  return best?.audience ?? null;
}

const DAY_MS = 86_400_000;

/**
 * Why the statements cannot be published as they are (empty when they can): "fully compliant" with a
 * known problem listed, a review older than REVIEW_MAX_AGE_DAYS (or in the future), and every axe
 * violation of the evidence that no known problem lists (by rule and route).
 */
export function statementProblems(file: StatementFile, evidence: Evidence, now: Date): string[] {
  const errors: string[] = [];
  for (const statement of file.statements) {
    const name = `the ${statement.audience} statement`;
    if (statement.status === 'fully' && statement.problems.length > 0) {
      errors.push(`${name} says "fully compliant" while it lists ${statement.problems.length} known problem(s): a person must set it to "partially" or fix them first`);
    }
    const reviewed = Date.parse(`${statement.lastReviewed}T00:00:00Z`);
    const age = Math.floor((now.getTime() - reviewed) / DAY_MS);
    if (Number.isNaN(reviewed)) errors.push(`${name} has no valid lastReviewed date`);
    else if (age > REVIEW_MAX_AGE_DAYS) errors.push(`${name} was last reviewed on ${statement.lastReviewed}, ${age} days ago (more than ${REVIEW_MAX_AGE_DAYS}): a person must review it again`);
    else if (age < 0) errors.push(`${name} says it was reviewed on ${statement.lastReviewed}, a date in the future`);
  }
  const problems = file.statements.flatMap((s) => s.problems);
  for (const route of evidence.routes) {
    for (const violation of route.violations) {
      const listed = problems.some((p) => p.axeRules.includes(violation.rule) && p.routes.some((prefix) => routeMatches(route.route, prefix)));
      if (!listed) errors.push(`axe found "${violation.rule}" (${violation.criteria.join(', ') || 'no WCAG criterion'}) on ${route.route} and no known problem of the statement lists it`);
    }
  }
  return errors;
}

/** The runs of a report folded into evidence per route (sorted by route, findings by rule). */
export function evidenceOf(runs: readonly AxeRun[], commit: string | null): Evidence {
  const byRoute = new Map<string, { skins: Set<string>; languages: Set<string>; checks: number; violations: Map<string, AxeFinding>; needsReview: Map<string, AxeFinding> }>();
  const add = (into: Map<string, AxeFinding>, finding: AxeRun['violations'][number]) => {
    const known = into.get(finding.rule);
    if (known) known.occurrences += 1;
    else into.set(finding.rule, { rule: finding.rule, impact: finding.impact, criteria: criteriaOfTags(finding.tags), occurrences: 1 });
  };
  for (const run of runs) {
    let entry = byRoute.get(run.route);
    if (!entry) byRoute.set(run.route, (entry = { skins: new Set(), languages: new Set(), checks: 0, violations: new Map(), needsReview: new Map() }));
    entry.skins.add(run.skin);
    entry.languages.add(run.language);
    entry.checks += 1;
    run.violations.forEach((v) => add(entry.violations, v));
    run.incomplete.forEach((v) => add(entry.needsReview, v));
  }
  const sortedFindings = (map: Map<string, AxeFinding>) => [...map.values()].sort((a, b) => a.rule.localeCompare(b.rule));
  const testedAt = runs.map((r) => r.testedAt).sort().at(-1) ?? new Date(0).toISOString();
  return {
    testedAt,
    axeCoreVersion: runs[0]?.axeCoreVersion ?? 'unknown',
    commit,
    routes: [...byRoute.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, e]) => ({ route, skins: [...e.skins].sort(), languages: [...e.languages].sort(), checks: e.checks, violations: sortedFindings(e.violations), needsReview: sortedFindings(e.needsReview) })),
  };
}
