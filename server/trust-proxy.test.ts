// TRUST_PROXY names the proxies (DESIGN D12): X-Forwarded-For counts only when the connection comes
// from one of them, so a client elsewhere cannot choose the address its limits are counted under.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createTestApp, type TestApp } from './test/helpers';
import { served } from './test/people';
import { parseTrustProxy, proxyView } from './trust-proxy';

describe('parseTrustProxy', () => {
  it('reads addresses, CIDRs and range names, comma-separated', () => {
    expect(parseTrustProxy('10.0.0.1')).toEqual(['10.0.0.1']);
    expect(parseTrustProxy(' 10.0.0.1, 172.16.0.0/12 ,fd00::/8,::1, 10.0.0.0/255.0.0.0,loopback ')).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      'fd00::/8',
      '::1',
      '10.0.0.0/255.0.0.0',
      'loopback',
    ]);
  });

  it('trusts no proxy when unset, empty or false', () => {
    for (const v of [undefined, '', '  ', 'false', 'FALSE', '0', 'no']) expect(parseTrustProxy(v)).toEqual([]);
  });

  it('refuses to trust every peer (true or a hop count): anyone could forge X-Forwarded-For', () => {
    for (const v of ['true', 'TRUE', '1', 'yes', '2'])
      expect(() => parseTrustProxy(v)).toThrow(/must name the proxies/);
  });

  it('refuses what is not an address, a CIDR or a range name', () => {
    for (const v of ['proxy.local', '10.0.0.256', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/255.0.255.0', '10.0.0.1/8/8'])
      expect(() => parseTrustProxy(v)).toThrow(/not an address/);
  });

  it('stops the server at start with the variable named', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' } as NodeJS.ProcessEnv)).toThrow(
      /TRUST_PROXY: must name the proxies/,
    );
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' } as NodeJS.ProcessEnv).trustProxy).toEqual([
      '10.0.0.1',
      '10.0.0.2',
    ]);
    expect(loadConfig({} as NodeJS.ProcessEnv).trustProxy).toEqual([]);
  });
});

describe('with TRUST_PROXY=10.0.0.1', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: ['10.0.0.1'], registrationLimit: { perIp: 2, windowMs: 3600_000 } }, (app) =>
      app.get('/test/client-ip', async (request) => {
        // The raw request's view (for answers written before Fastify) next to Fastify's own.
        const view = proxyView(['10.0.0.1']);
        return {
          ip: request.ip,
          fastify: { protocol: request.protocol, host: request.host, ip: request.ip },
          raw: { protocol: view.protocol(request.raw), host: view.host(request.raw), ip: view.ip(request.raw) },
        };
      }),
    );
  });
  afterAll(() => t.close());

  const ipSeen = async (remoteAddress: string, forwardedFor?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/test/client-ip',
        remoteAddress,
        headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      })
    ).json().ip;

  it('ignores X-Forwarded-For from anyone else, and takes the client from the proxy', async () => {
    expect(await ipSeen('127.0.0.1', '203.0.113.5')).toBe('127.0.0.1');
    expect(await ipSeen('198.51.100.1', '203.0.113.5')).toBe('198.51.100.1');
    expect(await ipSeen('10.0.0.1', '203.0.113.5')).toBe('203.0.113.5');
    // A client sending its own header through the proxy: the proxy appends the real address, which wins.
    expect(await ipSeen('10.0.0.1', '1.2.3.4, 203.0.113.6')).toBe('203.0.113.6');
  });

  it('reads protocol, host and client from the raw request as Fastify does, for the early answers', async () => {
    const peers = ['10.0.0.1', '198.51.100.1'];
    const headerSets: Array<Record<string, string>> = [
      {},
      { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'hack.example.org', 'x-forwarded-for': '203.0.113.5' },
      {
        'x-forwarded-proto': 'http, https',
        'x-forwarded-host': 'a.example, b.example',
        'x-forwarded-for': '1.2.3.4, 203.0.113.6',
      },
    ];
    for (const remoteAddress of peers)
      for (const headers of headerSets) {
        const seen = (await t.app.inject({ method: 'GET', url: '/test/client-ip', remoteAddress, headers })).json();
        expect(seen.raw, `${remoteAddress} ${JSON.stringify(headers)}`).toEqual(seen.fastify);
      }
    // And what they say: only the named proxy is believed.
    const viaProxy = await t.app.inject({ url: '/test/client-ip', remoteAddress: '10.0.0.1', headers: headerSets[1] });
    expect(viaProxy.json().raw).toEqual({ protocol: 'https', host: 'hack.example.org', ip: '203.0.113.5' });
    const forged = await t.app.inject({
      url: '/test/client-ip',
      remoteAddress: '198.51.100.1',
      headers: headerSets[1],
    });
    expect(forged.json().raw).toEqual({ protocol: 'http', host: 'localhost:80', ip: '198.51.100.1' });
  });

  let n = 0;
  const register = (remoteAddress: string, forwardedFor: string) =>
    served(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { name: `Proxy ${++n}`, email: `proxy.${n}.${Date.now()}@example.org`, password: 'password123' },
      }),
    );

  it('counts a forged header from elsewhere under the real address', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await register('127.0.0.1', `203.0.113.${10 + i}`)).statusCode);
    expect(answers).toEqual([201, 201, 429]);
  });

  it('counts each client behind the proxy under its own address', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await register('10.0.0.1', `203.0.113.${20 + i}`)).statusCode);
    expect(answers).toEqual([201, 201, 201]);
  });
});
