CREATE TABLE profiles_members (
  id TEXT PRIMARY KEY,
  display_name TEXT NOT NULL,
  role TEXT NOT NULL,
  guardian TEXT REFERENCES profiles_members(id),
  created_at TEXT NOT NULL
);
CREATE TABLE profiles_credentials (
  member_id TEXT PRIMARY KEY REFERENCES profiles_members(id) ON DELETE CASCADE,
  password_hash TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE profiles_tokens (
  token_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES profiles_members(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  label TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX profiles_tokens_member ON profiles_tokens(member_id);
CREATE TABLE profiles_setup_codes (
  code_hash TEXT PRIMARY KEY,
  member_id TEXT NOT NULL REFERENCES profiles_members(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
