CREATE TABLE profiles_voiceprints (
  member_id TEXT PRIMARY KEY REFERENCES profiles_members(id) ON DELETE CASCADE,
  model TEXT NOT NULL,
  dim INTEGER NOT NULL,
  vector BLOB NOT NULL,
  utterances INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
