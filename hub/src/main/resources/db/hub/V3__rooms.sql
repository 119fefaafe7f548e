-- Rooms (the one list of rooms; device inventory room ids are added at start) and room
-- microphone tokens, stored only as SHA-256.
CREATE TABLE hub_rooms (
  id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE hub_microphones (
  id TEXT PRIMARY KEY,
  room_id TEXT NOT NULL REFERENCES hub_rooms(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX hub_microphones_room ON hub_microphones(room_id);
