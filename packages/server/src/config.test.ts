import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: './data',
      baseUrl: undefined,
      adminKey: undefined,
      logLevel: 'info',
      maxBodyBytes: 10 * 1024 * 1024,
      rateLimitPerMinute: 6000,
      masterKey: undefined,
      previousMasterKeys: undefined,
      forwarding: {
        intervalMs: 10_000,
        timeoutMs: 10_000,
        backoffMs: [60_000, 120_000, 240_000],
        allowPrivateDestinations: false,
        allowedPorts: [443],
        caFile: undefined,
      },
    });
  });

  it('reads PREFLIGHT_* variables, ignores empty ones, and lets overrides win', () => {
    const env = {
      PREFLIGHT_PORT: '9000',
      PREFLIGHT_DATA_DIR: '/srv/preflight',
      PREFLIGHT_BASE_URL: 'https://preflight.example.com',
      PREFLIGHT_LOG_LEVEL: '',
      PREFLIGHT_RATE_LIMIT_PER_MINUTE: '0',
    };
    const config = loadConfig(env, { port: 0, dataDir: undefined });
    expect(config).toMatchObject({
      port: 0,
      dataDir: '/srv/preflight',
      baseUrl: 'https://preflight.example.com',
      logLevel: 'info',
      rateLimitPerMinute: 0,
    });
  });

  it('names every invalid setting without echoing its value', () => {
    const secret = 'pfa_short';
    let error: unknown;
    try {
      loadConfig({ PREFLIGHT_PORT: '70000', PREFLIGHT_ADMIN_KEY: secret, PREFLIGHT_BASE_URL: 'not a url' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { code, message, settings } = error as ConfigError;
    expect(code).toBe('INVALID_CONFIG');
    expect(settings.map((s) => s.split(' ')[0]).sort()).toEqual(['PREFLIGHT_ADMIN_KEY', 'PREFLIGHT_BASE_URL', 'PREFLIGHT_PORT']);
    expect(message).not.toContain(secret);
    expect(message).not.toContain('not a url');
  });

  it('selects PostgreSQL with PREFLIGHT_DATABASE_URL, and refuses another scheme or sslmode without echoing the URL', () => {
    expect(loadConfig({}).database).toBeUndefined();
    expect(loadConfig({ PREFLIGHT_DATABASE_URL: 'postgres://u:p@db.example.com/preflight?sslmode=verify-full', PREFLIGHT_DATABASE_CA_FILE: '/etc/ca.pem' }).database).toEqual({
      url: 'postgres://u:p@db.example.com/preflight?sslmode=verify-full',
      caFile: '/etc/ca.pem',
      poolSize: 10,
      auditRetentionMonths: 0,
    });
    for (const url of ['mysql://u:secret-EXAMPLE@db/x', 'postgres://u:secret-EXAMPLE@db/x?sslmode=maybe']) {
      let error: unknown;
      try {
        loadConfig({ PREFLIGHT_DATABASE_URL: url, PREFLIGHT_DATABASE_POOL_SIZE: '1' });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).settings.map((s) => s.split(' ')[0]).sort()).toEqual(['PREFLIGHT_DATABASE_POOL_SIZE', 'PREFLIGHT_DATABASE_URL']);
      expect((error as ConfigError).message).not.toContain('secret-EXAMPLE');
    }
  });
});
