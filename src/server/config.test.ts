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

  it('keeps files in DATA_DIR unless S3_BUCKET is set, and checks the S3 variables together', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'gurukul',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PUBLIC_URL: 'https://cdn.example.org/',
      }).s3,
    ).toEqual({
      bucket: 'gurukul',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      publicUrl: 'https://cdn.example.org',
      createBucket: false,
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      'S3_BUCKET: must be set with S3_ENDPOINT',
    );
    expect(() => loadConfig({ S3_BUCKET: 'gurukul', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'set both, or neither',
    );
    expect(() => loadConfig({ S3_BUCKET: 'gurukul', S3_PUBLIC_URL: 'not a url' })).toThrow('S3_PUBLIC_URL');
  });
});

describe('issue 24, must have 1: TRUST_PROXY names the proxies, never lets a client choose its address', () => {
  const trust = (value: string) => loadConfig({ DATA_DIR: '/tmp/x', TRUST_PROXY: value }).trustProxy;

  it('reads unset and false as no proxy, true as the one proxy in front, a number as that many', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/x' }).trustProxy).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('2')).toBe(2);
  });

  it('takes the proxies’ addresses and ranges, and names a wrong value', () => {
    expect(trust('10.0.0.1, 10.0.1.0/24, ::1')).toEqual(['10.0.0.1', '10.0.1.0/24', '::1']);
    expect(() => trust('yes please')).toThrow(/TRUST_PROXY/);
  });
});

describe('issue 26: SECOND_FACTOR_REQUIRED_FOR', () => {
  it('asks owners and finance officers for a second factor unless told otherwise, and names a wrong role', () => {
    expect(loadConfig({}).secondFactorRequiredFor).toEqual(['owner', 'finance']);
    expect(loadConfig({ SECOND_FACTOR_REQUIRED_FOR: 'none' }).secondFactorRequiredFor).toEqual([]);
    expect(
      loadConfig({ SECOND_FACTOR_REQUIRED_FOR: ' Owner, editor ,owner' }).secondFactorRequiredFor,
    ).toEqual(['owner', 'editor']);
    expect(() => loadConfig({ SECOND_FACTOR_REQUIRED_FOR: 'owner,janitor' })).toThrow(/janitor/);
  });
});
