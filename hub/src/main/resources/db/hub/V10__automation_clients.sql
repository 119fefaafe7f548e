-- Automation clients' MQTT accounts added from /admin (accounts from mqtt.clients-file are not here).
-- The secret is 32 random bytes shown once, stored only as its SHA-256 (like API and microphone
-- tokens: a slow password hash adds nothing to a random 256-bit secret and would slow every connect).
-- A revoked client's row is deleted; the audit log keeps the history.
CREATE TABLE hub_automation_clients (
  name TEXT PRIMARY KEY COLLATE NOCASE,
  secret_hash TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL
);
