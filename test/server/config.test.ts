import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'development', port: 3000, databaseUrl: '', accessTokenTtlSeconds: 600, refreshTokenTtlSeconds: 600, seedDemo: true, smtpUrl: '', region: 'KE' });
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config).toMatchObject({ headersTimeoutSeconds: 10, requestTimeoutSeconds: 120 });
  });

  it('creates the demo accounts by default on a laptop and in tests, not in production unless asked for', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it.each([
    ['127.0.0.1', '3000', 'http://127.0.0.1:3000'],
    ['localhost', '8080', 'http://localhost:8080'],
    ['0.0.0.0', '3000', 'http://localhost:3000'],
    ['::', '3000', 'http://localhost:3000'],
    ['::1', '3000', 'http://[::1]:3000'],
    ['10.1.2.3', '443', 'http://10.1.2.3:443'],
  ])('without PUBLIC_URL, links use the listening address (HOST %s, PORT %s: %s)', (HOST, PORT, expected) => {
    expect(loadConfig({ HOST, PORT }).publicUrl).toBe(expected);
  });

  it('PUBLIC_URL, when set, wins over the listening address (behind a proxy)', () => {
    expect(loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://careers.hospital.example/' }).publicUrl).toBe('https://careers.hospital.example');
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
    ['REGION', 'Kenya'],
    ['REGION', '<b>'],
  ])('a bad %s (%s) stops the start with a message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
