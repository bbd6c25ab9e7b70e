-- A pooled connection of the server learns the changes it commits from notices instead of LISTEN.
-- Every listening session is woken at each commit that notifies (PostgreSQL signals all of a database's
-- listeners, whatever their channel), and with every pooled connection listening, each registration woke
-- the ten pooled backends of every instance and sent each of them the payloads: about 0.3 ms of
-- PostgreSQL CPU per write. Now a session that sets hackathon.change_notices (the server's pools do, at
-- connect) gets each payload as a NOTICE of its own statement, and acts on it once the transaction has
-- committed (server/cache/changes.ts). NOTIFY stays for the one dedicated listener per instance (other
-- instances' writes, an operator in psql, who sees no notice).
CREATE OR REPLACE FUNCTION hackathon_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  payload text := TG_TABLE_NAME || ' ' || txid_current();
BEGIN
  PERFORM pg_notify('hackathon_data', payload);
  IF current_setting('hackathon.change_notices', true) = 'on' THEN
    RAISE NOTICE USING MESSAGE = 'hackathon_data ' || payload, ERRCODE = 'HC001';
  END IF;
  RETURN NULL;
END;
$$;
