-- Whether the member lets automations know when the hub recognises her voice in a room
-- (hub/v1/events/member.recognised/<room>/<member>). Off (0) for every member until she turns it on
-- herself; a member who existed before this setting starts with it off.
ALTER TABLE profiles_members ADD COLUMN presence_events INTEGER NOT NULL DEFAULT 0;
