-- When a timer or reminder ended (announced, missed or cancelled; InstantText, sortable): a timer that is over is
-- deleted, label and all, an hour after it ended (Timers.KEEP_FINISHED). Rows that ended before this migration are
-- counted from when they were announced, else from now: when a missed or cancelled one ended was not kept.
-- No index: what is left after the deletions (active timers, the last hour's ended ones) is a few rows.
ALTER TABLE conversation_timers ADD COLUMN finished_at TEXT;
UPDATE conversation_timers SET finished_at = COALESCE(announced_at, strftime('%Y-%m-%dT%H:%M:%S', 'now') || '.000000000Z')
  WHERE status <> 'active';
