// A request's logger is a real pino child only once it writes: lines below the level cost nothing, and
// the lines that are written carry the request id and are redacted as before.
import { describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { lazyChildLogger } from './lazy-child-logger';
import { loggerOptions } from './log-redaction';

function parentLogger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = pino(loggerOptions(level), { write: (line: string) => lines.push(JSON.parse(line)) });
  return { parent, lines };
}

describe('lazyChildLogger', () => {
  it('makes no child for lines below the level, and one child for the lines written', () => {
    const { parent, lines } = parentLogger('warn');
    const child = vi.spyOn(parent, 'child');
    const log = lazyChildLogger.call({} as FastifyInstance, parent, { reqId: 'req-1' }, {});
    log.info('not written');
    log.debug({ a: 1 }, 'not written either');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);

    log.warn({ email: 'someone@example.com' }, 'slow answer');
    log.error('failed');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 40, reqId: 'req-1', msg: 'slow answer', email: '[redacted]' });
    expect(lines[1]).toMatchObject({ level: 50, reqId: 'req-1', msg: 'failed' });
  });

  it('follows the level, and its own children carry the request id', () => {
    const { parent, lines } = parentLogger('info');
    const log = lazyChildLogger.call({} as FastifyInstance, parent, { reqId: 'req-2' }, {});
    expect(log.level).toBe('info');
    log.info('written at info');
    log.child({ part: 'mail' }).info('from a child');
    log.level = 'error';
    log.warn('now below the level');
    expect(lines.map((l) => [l.reqId, l.msg, l.part])).toEqual([
      ['req-2', 'written at info', undefined],
      ['req-2', 'from a child', 'mail'],
    ]);
  });
});
