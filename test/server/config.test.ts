import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, databaseUrl: '', accessTokenTtlSeconds: 600, refreshTokenTtlSeconds: 600, seedDemo: true, smtpUrl: '' });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config).toMatchObject({ headersTimeoutSeconds: 10, requestTimeoutSeconds: 120 });
  });

  it('refuses a request timeout shorter than the headers timeout', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT: '30', REQUEST_TIMEOUT: '20' })).toThrow('REQUEST_TIMEOUT');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'not a url'],
    ['SEED_DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['JWT_SECRET', 'short'],
    ['ACCESS_TOKEN_TTL', '-5'],
    ['HEADERS_TIMEOUT', '0'],
    ['REQUEST_TIMEOUT', '1.5'],
  ])('a bad %s (%s) stops the start with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
