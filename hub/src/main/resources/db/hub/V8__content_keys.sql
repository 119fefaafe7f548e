-- One value sealed with the household's content key: at start it must open, or the content key
-- file is missing or belongs to another database (the hub then refuses to start instead of
-- reading every memory as erased).
CREATE TABLE content_key_check (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  sealed TEXT NOT NULL
);
