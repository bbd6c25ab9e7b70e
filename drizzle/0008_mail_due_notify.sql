-- Mail that becomes due is announced at commit on hackathon_data as 'outbox_emails <txid>' (the
-- function of 0005), so every instance's mail worker tries it at once instead of at its next poll
-- (server/app.ts). At commit, not before: a worker woken earlier would not see the row yet.
-- New mail: one message per inserting statement, whatever the number of rows (an announcement batch).
CREATE TRIGGER outbox_emails_notify_queued AFTER INSERT ON outbox_emails FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
--> statement-breakpoint
-- Mail put back in the queue (an admin's retry): only a row that becomes due now. The worker's own
-- claims and results do not fire it (a claim changes neither column; a failure schedules a later try).
CREATE TRIGGER outbox_emails_notify_requeued AFTER UPDATE OF status, next_attempt_at ON outbox_emails FOR EACH ROW
  WHEN (NEW.status = 'queued' AND NEW.next_attempt_at <= now() AND NOT (OLD.status = 'queued' AND OLD.next_attempt_at <= now()))
  EXECUTE FUNCTION hackathon_notify_change();
