import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has defaults that run with nothing set: port 3000, SQLite in ./data, mail to the outbox', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.redisUrl).toBeUndefined();
    expect(config.redisKeyPrefix).toBe('gurukul:');
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        ADMIN_PASSWORD: 'short',
        REDIS_URL: 'localhost:6379',
        REDIS_KEY_PREFIX: 'with spaces',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'DATABASE_URL',
      'SMTP_URL',
      'ADMIN_PASSWORD',
      'REDIS_URL',
      'REDIS_KEY_PREFIX',
    ])
      expect(problems).toContain(name);
  });

  it('turns on Secure cookies for an https PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://gurukul.example.org/' }).secureCookies).toBe(true);
  });
});
