-- Timers and reminders set by talking to the hub, per member (NULL: somebody the hub did not know)
-- and room; announced in the room when due, and picked up again after a restart.
CREATE TABLE conversation_timers (
  id TEXT PRIMARY KEY,
  member TEXT,
  room TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('timer', 'reminder')),
  label TEXT NOT NULL,
  language TEXT NOT NULL,
  due_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'announced', 'missed', 'cancelled'))
);
CREATE INDEX conversation_timers_status ON conversation_timers(status, due_at);
