import { describe, expect, it } from 'vitest';
import { EnvError, isLoopbackHost, parseEnv } from './env';
import { linkOriginOf } from './modules/mail/mail-origin';

describe('HOST beyond loopback needs APP_ORIGIN', () => {
  it.each(['0.0.0.0', '::', '192.168.1.20', 'classroom-pc', '10.0.0.5'])('HOST=%s without APP_ORIGIN stops the start, naming APP_ORIGIN', (host) => {
    expect(() => parseEnv({ HOST: host })).toThrow(EnvError);
    expect(() => parseEnv({ HOST: host })).toThrow(/APP_ORIGIN must be set when HOST is/);
  });

  it.each(['127.0.0.1', '127.0.1.1', 'localhost', '::1', '[::1]'])('HOST=%s alone is fine (this machine only)', (host) => {
    expect(parseEnv({ HOST: host }).HOST).toBe(host);
  });

  it('HOST=0.0.0.0 with APP_ORIGIN starts, and links use APP_ORIGIN', () => {
    const env = parseEnv({ HOST: '0.0.0.0', APP_ORIGIN: 'http://192.168.1.20:3000/' });
    expect(linkOriginOf(env)).toBe('http://192.168.1.20:3000');
  });

  it('without APP_ORIGIN, links use the listening address', () => {
    expect(linkOriginOf(parseEnv({}))).toBe('http://127.0.0.1:3000');
    expect(linkOriginOf(parseEnv({ HOST: '::1', PORT: '4000' }))).toBe('http://[::1]:4000');
    expect(linkOriginOf(parseEnv({ PORT: '0' }), { address: () => ({ port: 41234 }) })).toBe('http://127.0.0.1:41234');
  });

  it('knows loopback from the rest', () => {
    expect(isLoopbackHost('127.0.0.1')).toBe(true);
    expect(isLoopbackHost('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopbackHost('0.0.0.0')).toBe(false);
    expect(isLoopbackHost('128.0.0.1')).toBe(false);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('is a whole number of connections, 1 to 200', () => {
    expect(parseEnv({ DATABASE_POOL_SIZE: '30' }).DATABASE_POOL_SIZE).toBe(30);
    for (const bad of ['0', '-1', '2.5', 'lots', '201'])
      expect(() => parseEnv({ DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('TRUST_PROXY: the load balancers, by address or range (docs/decisions/378-trust-proxy-names-the-balancers.md)', () => {
  it('is off unless set', () => {
    for (const off of [undefined, '', 'false', '0'])
      expect(parseEnv({ TRUST_PROXY: off }).TRUST_PROXY, String(off)).toBe(false);
  });

  it('takes addresses, CIDR ranges and the named ranges', () => {
    expect(parseEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
    ]);
    expect(parseEnv({ TRUST_PROXY: 'loopback' }).TRUST_PROXY).toEqual(['loopback']);
  });

  it.each(['true', '1', '2', '10'])('TRUST_PROXY=%s stops the start, naming TRUST_PROXY', (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(EnvError);
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: TRUST_PROXY=\S+ would believe an X-Forwarded-For that a client writes itself/,
    );
  });

  it.each(['10.0.0.256', 'proxy.example.org', '10.0.0.0/33', '10.0.0.5/8/1', '10.0.0.5,,10.0.0.6'])(
    'TRUST_PROXY=%s is refused, naming TRUST_PROXY and the entry',
    (value) => {
      expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: TRUST_PROXY is a comma list/);
    },
  );
});
