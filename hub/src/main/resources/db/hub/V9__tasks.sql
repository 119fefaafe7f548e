-- Background tasks (multi-step requests: "turn off all the lights", a sequence the language model
-- asked for), one member's each, with their steps and what became of every step. Title, result,
-- step specs and step messages are sealed with the member's content key; ids, states, counts and
-- times stay plain so SQL can filter on them. A task still 'queued' or 'running' at start is marked
-- 'interrupted' (the hub stopped under it).
CREATE TABLE conversation_tasks (
  id TEXT PRIMARY KEY,
  member TEXT NOT NULL,
  room TEXT,
  kind TEXT NOT NULL CHECK (kind IN ('lights', 'sequence')),
  title TEXT NOT NULL,
  language TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled', 'interrupted')),
  steps_total INTEGER NOT NULL,
  steps_done INTEGER NOT NULL DEFAULT 0,
  result TEXT,
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT
);
CREATE INDEX conversation_tasks_member ON conversation_tasks(member, created_at);
CREATE INDEX conversation_tasks_state ON conversation_tasks(state);
CREATE TABLE conversation_task_steps (
  task_id TEXT NOT NULL REFERENCES conversation_tasks(id) ON DELETE CASCADE,
  seq INTEGER NOT NULL,
  spec TEXT NOT NULL,
  outcome TEXT CHECK (outcome IS NULL OR outcome IN ('confirmed', 'sent', 'refused', 'failed', 'waited')),
  message TEXT,
  PRIMARY KEY (task_id, seq)
);
