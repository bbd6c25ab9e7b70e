// The Send Announcement dialog's last line: the emails it wrote go out, or wait in the Outbox (issue 31).
import { describe, expect, it } from 'vitest';
import { announcementDoneText } from './texts';

describe('announcementDoneText', () => {
  it('counts the emails queued for sending while mail goes out', () => {
    expect(announcementDoneText(5, 'sending')).toBe('Announcement sent. 5 emails queued.');
  });

  it('says they will not be delivered without SMTP, or are retried while delivery fails', () => {
    expect(announcementDoneText(5, 'queued')).toBe(
      'Announcement sent. 5 emails are queued in the Outbox and will not be delivered: SMTP is not configured.',
    );
    expect(announcementDoneText(1, 'delayed')).toBe(
      'Announcement sent. 1 email is queued in the Outbox: delivery is failing right now and will be retried.',
    );
  });
});
