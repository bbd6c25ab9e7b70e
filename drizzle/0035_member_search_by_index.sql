-- A team's search text (0033) is read by its members' lookup, hackathon_member_search_text(team), once per
-- team a statement touched. Its plan is made once a session and kept (the embedded database is one session
-- for the server's life), and was made while users held a few dozen people: the members joined to users
-- by a scan of every person, per team. One statement that adds or removes many memberships (10,000 teams'
-- members, as the admin-list scale test writes them) then read users once per team: 24 s on PGlite for
-- 10,000 teams, under 1 s with users read by their primary key, which is the right plan at any size.
ALTER FUNCTION hackathon_member_search_text(integer) SET enable_seqscan = off;
