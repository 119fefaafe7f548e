CREATE TABLE profiles_household (
  singleton INTEGER PRIMARY KEY CHECK (singleton = 1),
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
