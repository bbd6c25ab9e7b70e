// Which repositories the pin job may read (issue 33): in production GitHub's only, whatever form the URL
// was pasted in; test hosts only on loopback and never in a production configuration. The worker's own
// refusal of a loopback repository in production is in ../pins.test.ts, against a real git server.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { NOT_GITHUB, repoAddress } from './repo-url';

describe('the production policy', () => {
  it('reads GitHub repositories only, whatever form they were pasted in', () => {
    const production = { allowedHosts: [] };
    for (const url of [
      'https://github.com/Octo/Repo',
      'https://github.com/Octo/Repo.git',
      'https://github.com/Octo/Repo/',
      'https://www.github.com/Octo/Repo/tree/main/src',
    ])
      expect(repoAddress(url, production)).toEqual({
        ok: true,
        remote: 'https://github.com/Octo/Repo.git',
        web: 'https://github.com/Octo/Repo',
      });
    for (const url of [
      'http://127.0.0.1:9418/anything.git',
      'http://github.com/octo/repo',
      'https://gitlab.com/octo/repo',
      'https://user:token@github.com/octo/repo',
      'https://github.com:8443/octo/repo',
      'https://github.com/octo',
      'file:///etc/passwd',
    ])
      expect(repoAddress(url, production)).toEqual({ ok: false, error: NOT_GITHUB });
  });

  it('refuses test hosts in a production configuration, and non-loopback ones anywhere', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PIN_ALLOWED_HOSTS: '127.0.0.1:9418' })).toThrow(
      /PIN_ALLOWED_HOSTS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PIN_ALLOWED_HOSTS: '10.0.0.5:80' })).toThrow(/loopback/);
    expect(loadConfig({ NODE_ENV: 'test', PIN_ALLOWED_HOSTS: '127.0.0.1:9418' }).pins.allowedHosts).toEqual([
      '127.0.0.1:9418',
    ]);
    expect(loadConfig({ NODE_ENV: 'production' }).pins).toMatchObject({ allowedHosts: [], enabled: true });
  });
});
