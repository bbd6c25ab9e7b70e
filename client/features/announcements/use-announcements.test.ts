import { describe, expect, it } from 'vitest';
import type { Announcement } from '@shared/schemas/announcements';
import { mergeAnnouncements } from './use-announcements';

const a = (id: number, createdAt: string): Announcement => ({
  id,
  title: `T${id}`,
  message: 'm',
  audience: 'everyone',
  sender: 'Admin',
  createdAt,
});

describe('mergeAnnouncements', () => {
  it('keeps each announcement once, newest first', () => {
    const current = [a(2, '2025-01-02T00:00:00.000Z'), a(1, '2025-01-01T00:00:00.000Z')];
    const merged = mergeAnnouncements(current, [a(3, '2025-01-03T00:00:00.000Z'), a(2, '2025-01-02T00:00:00.000Z')]);
    expect(merged.map((x) => x.id)).toEqual([3, 2, 1]);
  });
});
