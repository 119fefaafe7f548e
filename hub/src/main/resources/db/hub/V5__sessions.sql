-- Conversation sessions per room and member, and their messages (inside the encrypted database).
-- owner is 'member:<id>' or, for speakers the hub did not know, 'room:<id>'.
CREATE TABLE conversation_sessions (
  id TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  room TEXT,
  title TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_turn_at TEXT NOT NULL,
  summary TEXT,
  summary_through INTEGER NOT NULL DEFAULT 0,
  summary_by_model INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX conversation_sessions_owner ON conversation_sessions(owner, room, last_turn_at);
CREATE TABLE conversation_messages (
  session_id TEXT NOT NULL REFERENCES conversation_sessions(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('user', 'assistant')),
  text TEXT NOT NULL,
  at TEXT NOT NULL,
  PRIMARY KEY (session_id, seq)
);
