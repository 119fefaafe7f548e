-- When a timer or reminder was announced (InstantText, sortable), so that "cancel my timer" just after it went off
-- still answers "Too late: … went off at …" after a restart. Timers announced before this migration have none and are
-- not "just gone off".
ALTER TABLE conversation_timers ADD COLUMN announced_at TEXT;
CREATE INDEX conversation_timers_announced ON conversation_timers(status, announced_at);
