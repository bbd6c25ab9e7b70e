-- An edition's pages are served from the public cache (server/features/content/pages/routes.ts): every
-- committed change to them is announced like the other cached tables' (0005, 0011), so a saved page is
-- read again on the next request on every instance.
CREATE TRIGGER event_pages_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON event_pages FOR EACH STATEMENT EXECUTE FUNCTION hackathon_notify_change();
