-- Memories: the encrypted source of truth (the Lucene index is derived from it).
CREATE TABLE memory (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('structured', 'episodic', 'summary', 'working')),
  text TEXT NOT NULL,
  fact_key TEXT,
  fact_value TEXT,
  fact_unit TEXT,
  category TEXT NOT NULL DEFAULT '',
  sensitive INTEGER NOT NULL DEFAULT 0,
  happened_at TEXT,
  scope_type TEXT NOT NULL,
  scope_id TEXT NOT NULL DEFAULT '',
  owner TEXT,
  about_member TEXT,
  consent TEXT NOT NULL DEFAULT 'not_needed',
  about_consent TEXT NOT NULL DEFAULT 'not_needed',
  source TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  created_why TEXT NOT NULL DEFAULT '',
  evidence TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL CHECK (status IN ('active', 'pending', 'superseded', 'expired', 'deleted')),
  version INTEGER NOT NULL DEFAULT 1,
  valid_from TEXT,
  valid_until TEXT,
  contexts TEXT NOT NULL DEFAULT '',
  session_id TEXT,
  expires_at TEXT,
  superseded_by TEXT,
  importance REAL NOT NULL DEFAULT 0.5,
  strength REAL NOT NULL DEFAULT 1.0,
  decayed_at TEXT NOT NULL,
  retrieval_count INTEGER NOT NULL DEFAULT 0,
  last_retrieved_at TEXT,
  access_count INTEGER NOT NULL DEFAULT 0,
  last_accessed_at TEXT
);
CREATE INDEX memory_owner ON memory(owner);
CREATE INDEX memory_scope ON memory(scope_type, scope_id);
CREATE INDEX memory_status ON memory(status);
-- Every change writes the previous value here: an edit never loses it.
CREATE TABLE memory_version (
  memory_id TEXT NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
  version INTEGER NOT NULL,
  text TEXT NOT NULL,
  fact_value TEXT,
  fact_unit TEXT,
  status TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  changed_by TEXT NOT NULL,
  changed_why TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (memory_id, version)
);
-- A summary's evidence: the memories or messages it summarises.
CREATE TABLE memory_link (
  memory_id TEXT NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
  evidence_ref TEXT NOT NULL,
  PRIMARY KEY (memory_id, evidence_ref)
);
-- Sentence vectors as little-endian float32, encrypted with the rest of the file.
CREATE TABLE memory_embedding (
  memory_id TEXT PRIMARY KEY REFERENCES memory(id) ON DELETE CASCADE,
  model TEXT NOT NULL,
  vector BLOB NOT NULL
);
-- Writes waiting for the owner's yes; they expire.
CREATE TABLE memory_pending (
  id TEXT PRIMARY KEY,
  member TEXT NOT NULL,
  request TEXT NOT NULL,
  prompt TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX memory_pending_member ON memory_pending(member);
