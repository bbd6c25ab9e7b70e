// Mentors of an edition (issue 34): invited through the staff invitation mechanism judges use (the email
// carries the token), accepting signs them in as a `mentor`; participants cannot mentor; an admin or a
// judge is added directly; a mentor of one edition sees and moves nothing of another; the escalation
// email goes once, to the matching mentors on shift.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { MENTORING_MESSAGES } from '@shared/schemas/mentoring';
import { events, outboxEmails } from '../../db/schema';
import { createTeam, outboxTo } from '../../test/fixtures';
import { bearer, type TestApp } from '../../test/helpers';
import { client, createJudge } from '../../test/judging';
import { createMentor, helpBody, mentoringApp, participant } from '../../test/mentoring';
import { escalateDue } from './index';

let t: TestApp;
let admin: string;
let eventId: number;
let api: ReturnType<typeof client>;
const URL = '/api/admin/events/hackverse-2027/mentors';

beforeAll(async () => {
  ({ t, admin, eventId } = await mentoringApp());
  api = client(t.app);
});
afterAll(() => t.close());

const tokenIn = (text: string) => /\/mentor-invite\/([A-Za-z0-9_-]+)/.exec(text)![1]!;

describe('mentor invitations', () => {
  it('invites by email, the link signs the mentor in, and they reach the queue', async () => {
    const res = await api.send('POST', `${URL}/invitations`, admin, { email: 'ada@mentors.test', name: 'Ada Mentor' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email: 'ada@mentors.test', name: 'Ada Mentor' });
    const [mail] = await outboxTo(t.app, 'ada@mentors.test');
    expect(mail!.subject).toContain('mentor');
    const token = tokenIn(mail!.text);
    // Pending, it is listed with the mentors and not with the judges (one table of staff invitations).
    const pendingEmails = (list: { invitations: { email: string }[] }) => list.invitations.map((i) => i.email);
    expect(pendingEmails((await api.get(URL, admin)).json())).toContain('ada@mentors.test');
    expect(pendingEmails((await api.get('/api/admin/judges', admin)).json())).not.toContain('ada@mentors.test');
    const info = await t.app.inject({ url: `/api/mentors/invitations/${token}` });
    expect(info.json()).toMatchObject({ email: 'ada@mentors.test', name: 'Ada Mentor', editionName: 'HackVerse 2027' });
    // A judge's accept route does not take a mentor's token: one mechanism, kinds apart.
    const asJudge = await t.app.inject({
      method: 'POST',
      url: `/api/judge-invitations/${token}`,
      payload: { name: 'Ada Mentor', password: 'ada-password-1' },
    });
    expect(asJudge.statusCode).toBe(404);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/mentors/invitations/${token}/accept`,
      payload: { name: 'Ada Lovelace', password: 'ada-password-1' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().user).toMatchObject({ role: 'mentor', status: 'active', name: 'Ada Lovelace' });
    const session = accepted.json().token as string;
    const profile = await api.send('PUT', '/api/mentor/profile', session, {
      skills: ['Backend'],
      meeting: { kind: 'discord', discordHandle: 'ada#1' },
      shifts: [
        {
          startsAt: new Date(Date.now() - 3600_000).toISOString(),
          endsAt: new Date(Date.now() + 3600_000).toISOString(),
        },
      ],
    });
    expect(profile.json()).toMatchObject({ skills: ['Backend'], onShiftNow: true, meeting: { kind: 'discord' } });
    expect((await api.get('/api/mentor/queue', session)).statusCode).toBe(200);
    // Used once.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/mentors/invitations/${token}/accept`,
      payload: { name: 'Ada Lovelace', password: 'ada-password-1' },
    });
    expect(again.statusCode).toBe(409);
    const list = (await api.get(URL, admin)).json();
    expect(list.mentors.map((m: { email: string }) => m.email)).toContain('ada@mentors.test');
  });

  it('refuses participants (409 with a clear message); admins and judges are added directly', async () => {
    const team = await createTeam(t.app);
    const res = await api.send('POST', `${URL}/invitations`, admin, { email: team.leader.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(MENTORING_MESSAGES.participantMentor);
    const direct = await api.send('POST', URL, admin, { userId: team.leader.id });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().error).toBe(MENTORING_MESSAGES.participantMentorUser);
    const judge = await createJudge(t.app);
    const added = await api.send('POST', URL, admin, { userId: judge.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ userId: judge.id, role: 'judge' });
    expect((await api.get('/api/mentor/queue', judge.token)).statusCode).toBe(200);
    expect((await api.send('POST', URL, admin, { userId: judge.id })).statusCode).toBe(409);
    // Removed: the queue is closed to them again.
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${URL}/${judge.id}`, headers: bearer(admin) })).statusCode,
    ).toBe(204);
    expect((await api.get('/api/mentor/queue', judge.token)).statusCode).toBe(403);
  });

  it('a mentor of another edition sees and moves nothing of this one', async () => {
    const [draft] = await t.app.db
      .insert(events)
      .values({
        ...(await t.app.db.select().from(events).where(eq(events.id, eventId)))[0]!,
        id: undefined,
        slug: 'hackverse-2028',
        name: 'HackVerse 2028',
        state: 'draft',
      })
      .returning({ id: events.id });
    const elsewhere = await createMentor(t.app, { eventId: draft!.id });
    const p = await participant(t.app);
    const req = (await api.send('POST', '/api/help-requests', p.token, helpBody())).json();
    expect((await api.get('/api/mentor/queue', elsewhere.token)).statusCode).toBe(403);
    const claim = await api.send('POST', `/api/help-requests/${req.id}/claim`, elsewhere.token);
    expect(claim.statusCode).toBe(403);
    // Their own edition's queue (by ?event=) holds none of this edition's requests.
    const own = await api.get('/api/mentor/queue?event=hackverse-2028', elsewhere.token);
    expect(own.statusCode).toBe(200);
    expect(own.json().open).toEqual([]);
  });
});

describe('escalation', () => {
  it('emails the matching mentors on shift once, when a request waited past the threshold', async () => {
    const match = await createMentor(t.app, { skills: ['Hardware & IoT'] });
    const other = await createMentor(t.app, { skills: ['Frontend'] });
    const later = await createMentor(t.app, { skills: ['Hardware & IoT'], shifts: [[10, 12]] });
    const p = await participant(t.app);
    const req = (
      await api.send('POST', '/api/help-requests', p.token, helpBody('Sensor drops out', ['Hardware & IoT']))
    ).json();
    const subject = (to: string) =>
      t.app.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, to), like(outboxEmails.subject, '%Sensor drops out%')));
    // Not yet due at 14 minutes.
    await escalateDue(t.app.db, 'http://localhost', new Date(Date.now() + 14 * 60_000));
    expect(await subject(match.email)).toHaveLength(0);
    await escalateDue(t.app.db, 'http://localhost', new Date(Date.now() + 16 * 60_000));
    await escalateDue(t.app.db, 'http://localhost', new Date(Date.now() + 30 * 60_000));
    expect(await subject(match.email)).toHaveLength(1);
    expect((await subject(match.email))[0]!.text).toContain('/mentor');
    expect(await subject(other.email)).toHaveLength(0);
    expect(await subject(later.email)).toHaveLength(0);
    const queue = (await api.get('/api/mentor/queue', match.token)).json();
    expect(queue.open.find((r: { id: number }) => r.id === req.id).escalated).toBe(true);
  });
});
