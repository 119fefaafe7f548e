-- A child's presence setting is her guardian's consent (PresenceRule). Before this, a child could turn her own on:
-- whatever is on for a child now was not her guardian's yes, so it starts off until her guardian turns it on.
UPDATE profiles_members SET presence_events = 0 WHERE role = 'CHILD';
