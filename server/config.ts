import { resolve } from 'node:path';
import { DEFAULT_REGION, isRegion } from '../common/date-locale.js';

/** Everything the process reads from its environment, typed and validated once at start. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The address users reach (e-mailed links, sitemap); defaults to the listening address. */
  publicUrl: string;
  dataDir: string;
  /** PostgreSQL connection string; empty means the embedded PGlite database in `dataDir`. */
  databaseUrl: string;
  /**
   * Where document content is kept: `database` (shared by every instance; the default with
   * PostgreSQL) or `disk` under `dataDir/documents` (the default with the embedded database).
   */
  documentStore: 'database' | 'disk';
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  smtpUrl: string;
  mailFrom: string;
  /** Attempts before an e-mail that keeps failing for a temporary reason is given up on. */
  mailMaxAttempts: number;
  /** Seconds before the second attempt of a failed e-mail; the wait doubles with each further one, up to an hour. */
  mailRetrySeconds: number;
  /** Seconds a sender holds a message it is sending; past that (the process died) another sends it. */
  mailClaimSeconds: number;
  /** The hospital's time zone (IANA name): job alerts go out at `alertsSendHour` there. Defaults to the server's. */
  alertsTimeZone: string;
  /** The region (REGION, two letters) whose way English dates are written in: KE, 29/11/2026. */
  region: string;
  /** The local hour (0–23) job alerts are sent at. */
  alertsSendHour: number;
  /** The day weekly job alerts are sent on (1 Monday … 7 Sunday). */
  alertsWeeklyDay: number;
  /** Demo accounts and data; defaults to true except when NODE_ENV=production. */
  seedDemo: boolean;
  /** Directory of the built SPA; empty disables static serving (API only). */
  webDist: string;
  /** The server rendering of the public careers pages (`vite build --ssr`), used when built. */
  ssrDist: string;
  bodyLimitBytes: number;
  rateLimitPerMinute: number;
  loginFailuresPerAccount: number;
  loginFailuresPerAddress: number;
  loginFailureWindowSeconds: number;
  trustProxy: boolean;
  /** Time a client has to send the request headers, seconds. */
  headersTimeoutSeconds: number;
  /** Time a client has to send the whole request (headers and body), seconds. */
  requestTimeoutSeconds: number;
  /** Time a request body may stay idle between two reads before the request is cut (408), seconds. */
  bodyIdleTimeoutSeconds: number;
  /** The accessibility statement's contact (issue 35): where the feedback form's messages go, and the reply time promised. */
  accessibility: {
    contactEmail: string;
    replyWorkingDays: number;
    /** The body that enforces the accessibility rules where the hospital is (the statement's enforcement procedure). */
    enforcementBody: string;
    enforcementUrl: string;
    /** Messages one address may send with the form per hour. */
    feedbackPerHour: number;
  };
  /** References (issue 30): the answers' key and the reminder days. */
  references: {
    /** REFERENCES_KEY: 32 bytes, base64 or hex, the AES-256-GCM key of the answers; empty: one generated on first start and kept in the database. */
    key: string;
    /** Days after the request the referee is reminded on (the last one is the final reminder). */
    reminderDays: number[];
    /** Days after the request the applicant is nudged on (check the junk folder; you may add another referee). */
    applicantNudgeDays: number[];
    /** Months after the job closes that the content and referee contacts of unsuccessful applications are purged. */
    retentionMonths: number;
  };
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid environment variable ${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value === '' ? fallback : value;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `expected a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `expected ${min}..${max}, got ${value}`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw.toLowerCase())) return true;
  if (['false', '0', 'no'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(name, `expected true or false, got "${raw}"`);
}

function oneOf<T extends string>(env: Env, name: string, fallback: T, allowed: readonly T[]): T {
  const raw = text(env, name, fallback);
  if (!allowed.includes(raw as T)) throw new ConfigError(name, `expected one of ${allowed.join(', ')}, got "${raw}"`);
  return raw as T;
}

function dayList(env: Env, name: string, fallback: number[]): number[] {
  const raw = text(env, name, '');
  if (raw === '') return fallback;
  const days = raw.split(',').map((d) => d.trim());
  if (!days.every((d) => /^\d{1,3}$/.test(d) && Number(d) >= 1)) throw new ConfigError(name, `expected days as whole numbers separated by commas, got "${raw}"`);
  const sorted = [...new Set(days.map(Number))].sort((a, b) => a - b);
  return sorted;
}

function aesKey(env: Env, name: string): string {
  const raw = text(env, name, '');
  if (raw === '') return raw;
  const bytes = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (bytes.length !== 32) throw new ConfigError(name, 'expected 32 bytes, as 64 hex digits or base64');
  return bytes.toString('base64');
}

function timeZone(env: Env, name: string): string {
  const raw = text(env, name, Intl.DateTimeFormat().resolvedOptions().timeZone);
  try {
    return new Intl.DateTimeFormat('en', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    throw new ConfigError(name, `not a time zone name (such as Africa/Nairobi), got "${raw}"`);
  }
}

function region(env: Env, name: string): string {
  const raw = text(env, name, DEFAULT_REGION).toUpperCase();
  if (!isRegion(raw)) throw new ConfigError(name, `expected a country code of two letters (such as KE), got "${raw}"`);
  return raw;
}

function url(env: Env, name: string, fallback: string, protocols: string[]): string {
  const raw = text(env, name, fallback);
  if (raw === '') return raw;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `expected a ${protocols.join(' or ')} URL, got ${parsed.protocol}`);
  }
  return raw;
}

/** HOST without the brackets of an IPv6 literal, and whether it is a wildcard (every interface). */
export function parseHost(host: string): { address: string; wildcard: boolean } {
  const address = host.replace(/^\[(.*)\]$/, '$1');
  return { address, wildcard: ['0.0.0.0', '::', '::0'].includes(address) };
}

/**
 * The address e-mailed links use when PUBLIC_URL is unset: the one the server listens on, so a link
 * opens on the same origin as the pages (127.0.0.1 and localhost do not share the session cookie).
 * A wildcard address (0.0.0.0, ::) is not reachable as such: localhost stands for it.
 */
export function listeningUrl(host: string, port: number): string {
  const { address, wildcard } = parseHost(host);
  if (wildcard) return `http://localhost:${port}`;
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const ENVS = ['development', 'production', 'test'] as const;
const DOCUMENT_STORES = ['database', 'disk'] as const;

/**
 * Reads and validates the configuration. Throws a ConfigError naming the variable on a bad value.
 * `JWT_SECRET` may be left empty: the database plugin then keeps a generated secret in the data dir.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const jwtSecret = text(env, 'JWT_SECRET', '');
  if (jwtSecret !== '' && jwtSecret.length < 32) throw new ConfigError('JWT_SECRET', 'must be at least 32 characters');
  const nodeEnv = oneOf(env, 'NODE_ENV', 'development', ENVS);
  const host = text(env, 'HOST', '127.0.0.1');
  const headersTimeoutSeconds = integer(env, 'HEADERS_TIMEOUT', 10, 1, 600);
  const requestTimeoutSeconds = integer(env, 'REQUEST_TIMEOUT', 120, 1, 3600);
  if (requestTimeoutSeconds < headersTimeoutSeconds) {
    throw new ConfigError('REQUEST_TIMEOUT', `must be at least HEADERS_TIMEOUT (${headersTimeoutSeconds}), got ${requestTimeoutSeconds}`);
  }
  const databaseUrl = url(env, 'DATABASE_URL', '', ['postgres:', 'postgresql:']);
  return {
    env: nodeEnv,
    host,
    port,
    logLevel: oneOf(env, 'LOG_LEVEL', 'info', LOG_LEVELS),
    publicUrl: url(env, 'PUBLIC_URL', listeningUrl(host, port), ['http:', 'https:']).replace(/\/$/, ''),
    dataDir: resolve(text(env, 'DATA_DIR', 'data')),
    databaseUrl,
    documentStore: oneOf(env, 'DOCUMENT_STORE', databaseUrl ? 'database' : 'disk', DOCUMENT_STORES),
    jwtSecret,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL', 600, 10, 86_400),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL', 600, 10, 30 * 86_400),
    smtpUrl: url(env, 'SMTP_URL', '', ['smtp:', 'smtps:']),
    mailFrom: text(env, 'MAIL_FROM', 'Careers <careers@hospital.example>'),
    mailMaxAttempts: integer(env, 'MAIL_MAX_ATTEMPTS', 12, 1, 100),
    mailRetrySeconds: integer(env, 'MAIL_RETRY_SECONDS', 30, 1, 3600),
    mailClaimSeconds: integer(env, 'MAIL_CLAIM_SECONDS', 120, 5, 3600),
    alertsTimeZone: timeZone(env, 'ALERTS_TIME_ZONE'),
    region: region(env, 'REGION'),
    alertsSendHour: integer(env, 'ALERTS_SEND_HOUR', 7, 0, 23),
    alertsWeeklyDay: integer(env, 'ALERTS_WEEKLY_DAY', 1, 1, 7),
    // A laptop start keeps the demo accounts; a production deployment has them only when asked for.
    seedDemo: boolean(env, 'SEED_DEMO', nodeEnv !== 'production'),
    webDist: text(env, 'WEB_DIST', resolve('dist/web')),
    ssrDist: text(env, 'SSR_DIST', resolve('dist/ssr')),
    bodyLimitBytes: integer(env, 'BODY_LIMIT', 1_048_576, 1024, 50 * 1_048_576),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 1000, 1, 1_000_000),
    loginFailuresPerAccount: integer(env, 'LOGIN_FAILURES_PER_ACCOUNT', 5, 1, 1000),
    loginFailuresPerAddress: integer(env, 'LOGIN_FAILURES_PER_ADDRESS', 20, 1, 10_000),
    loginFailureWindowSeconds: integer(env, 'LOGIN_FAILURE_WINDOW', 900, 1, 86_400),
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    headersTimeoutSeconds,
    requestTimeoutSeconds,
    bodyIdleTimeoutSeconds: integer(env, 'BODY_IDLE_TIMEOUT', 30, 1, 3600),
    accessibility: {
      contactEmail: text(env, 'ACCESSIBILITY_CONTACT_EMAIL', 'accessibility@hospital.example'),
      replyWorkingDays: integer(env, 'ACCESSIBILITY_REPLY_WORKING_DAYS', 5, 1, 60),
      enforcementBody: text(env, 'ACCESSIBILITY_ENFORCEMENT_BODY', 'National Council for Persons with Disabilities'),
      enforcementUrl: url(env, 'ACCESSIBILITY_ENFORCEMENT_URL', 'https://ncpwd.go.ke/', ['https:', 'http:']),
      feedbackPerHour: integer(env, 'ACCESSIBILITY_FEEDBACK_PER_HOUR', 5, 1, 10_000),
    },
    references: {
      key: aesKey(env, 'REFERENCES_KEY'),
      reminderDays: dayList(env, 'REFERENCE_REMINDER_DAYS', [7, 14, 28]),
      applicantNudgeDays: dayList(env, 'REFERENCE_APPLICANT_NUDGE_DAYS', [9, 16]),
      retentionMonths: integer(env, 'REFERENCE_RETENTION_MONTHS', 12, 1, 120),
    },
  };
}
