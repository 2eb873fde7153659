/**
 * The portal as users run it, for the scripts that measure it (bench, soak): the container's
 * settings, NODE_ENV=production and every other setting at its default (LOG_LEVEL info: one line
 * per request, written to a file as a service manager would), except what a load needs: a rate
 * limit that does not refuse it (the limiter still runs on every request) and the demo accounts to
 * sign in with.
 */
export const LOAD_TEST_OVERRIDES = { NODE_ENV: 'production', SEED_DEMO: 'true', RATE_LIMIT_PER_MINUTE: '1000000' };

/** The portal's settings (server/config.ts): the shell's values for them are not what users run, so none is inherited. */
const PORTAL_SETTINGS =
  /^(PORT|HOST|NODE_ENV|LOG_LEVEL|PUBLIC_URL|DATA_DIR|DATABASE_URL|DOCUMENT_STORE|JWT_SECRET|ACCESS_TOKEN_TTL|REFRESH_TOKEN_TTL|SMTP_URL|MAIL_FROM|MAIL_MAX_ATTEMPTS|MAIL_RETRY_SECONDS|MAIL_CLAIM_SECONDS|SEED_DEMO|WEB_DIST|SSR_DIST|BODY_LIMIT|HEADERS_TIMEOUT|REQUEST_TIMEOUT|BODY_IDLE_TIMEOUT|RATE_LIMIT_PER_MINUTE|LOGIN_FAILURES_PER_ACCOUNT|LOGIN_FAILURES_PER_ADDRESS|LOGIN_FAILURE_WINDOW|TRUST_PROXY)$/;

/** This process's environment less the portal's settings, with the load-test overrides and `settings` on top. */
export function portalEnv(settings: Record<string, string>): NodeJS.ProcessEnv {
  return { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !PORTAL_SETTINGS.test(name))), ...LOAD_TEST_OVERRIDES, ...settings };
}

/** The report header that says how the portal ran. */
export const PORTAL_AS_USERS_RUN_IT = `portal as users run it: ${Object.entries(LOAD_TEST_OVERRIDES)
  .map(([k, v]) => `${k}=${v}`)
  .join(' ')}, every other setting default (LOG_LEVEL=info, request log to a file)`;
