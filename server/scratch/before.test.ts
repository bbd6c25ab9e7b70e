import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../test/helpers';
import { users } from '../db/schema';
import { hashPassword } from '../lib/crypto';

const calls = vi.hoisted(() => ({ verify: 0 }));
vi.mock('../lib/crypto', async (orig) => {
  const m = await orig<typeof import('../lib/crypto')>();
  return { ...m, verifyPassword: async (h: string | null, p: string) => { calls.verify++; return m.verifyPassword(h, p); } };
});

describe('before', () => {
  it('measures', async () => {
    const t = await createTestApp({ seedDemo: true });
    calls.verify = 0;
    const res = await Promise.all(Array.from({ length: 200 }, () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'team@example.com', password: 'wrong-wrong' }, remoteAddress: '10.1.1.1' })));
    const by = (s: number) => res.filter((r) => r.statusCode === s).length;
    console.log('200 parallel: verifies', calls.verify, '401', by(401), '429', by(429), 'retry-after on 429', res.filter(r => r.statusCode === 429 && r.headers['retry-after']).length);
    const right = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'team@example.com', password: 'team12345' }, remoteAddress: '10.1.1.2' });
    console.log('owner right password after attack', right.statusCode);
    const hash = await hashPassword('right-pass-1');
    await t.app.db.insert(users).values(Array.from({ length: 300 }, (_, i) => ({ name: `P ${i}`, email: `p${i}@nat.example`, username: `p${i}`, passwordHash: hash, role: 'team' as const, status: 'active' as const })));
    const ip = '192.0.2.7';
    const pool = async <T,>(n: number, c: number, f: (i: number) => Promise<T>) => { const out: T[] = []; let k = 0; await Promise.all(Array.from({ length: c }, async () => { while (k < n) { const i = k++; out[i] = await f(i); } })); return out; };
    const first = await pool(300, 10, (i) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `p${i}@nat.example`, password: 'typo-typo' }, remoteAddress: ip }));
    const second = await pool(300, 10, (i) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: `p${i}@nat.example`, password: 'right-pass-1' }, remoteAddress: ip }));
    const hist = (rs: {statusCode: number}[]) => JSON.stringify(rs.reduce((a: Record<number, number>, r) => ((a[r.statusCode] = (a[r.statusCode] ?? 0) + 1), a), {}));
    console.log('NAT first', hist(first), 'second', hist(second));
    console.log('NAT second try 200s', second.filter((r) => r.statusCode === 200).length, 'of 300; first 429s', first.filter(r=>r.statusCode===429).length);
    // email + username separately
    for (let i = 0; i < 10; i++) await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'p0@nat.example', password: 'x-wrong' }, remoteAddress: '10.9.9.9' });
    const viaUser = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'p0', password: 'x-wrong' }, remoteAddress: '10.9.9.9' });
    console.log('after 10 email failures, username attempt status', viaUser.statusCode);
    const reg = await pool(40, 5, (i) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: { name: `Flood ${i}`, email: `f${i}@flood.example`, password: 'password123' }, remoteAddress: '10.7.7.7' }));
    console.log('register flood accepted', reg.filter((r) => r.statusCode === 201).length, 'of 40');
    await t.close();
  }, 300_000);
});
