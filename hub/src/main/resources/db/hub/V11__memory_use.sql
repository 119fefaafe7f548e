-- How often and when each member retrieved each memory. Re-ranking weighs the searcher's own use only:
-- were it everybody's, one member's order of the household's memories would move with another's
-- questions and tell what they asked, and when. memory.retrieval_count and last_retrieved_at stay the
-- totals (the owner's figures; strength is reinforced by every answer). Written with them in the same
-- once-a-second transaction; gone with the memory (cascade) and with a member's forget-all or erasure.
-- Starts empty: an older hub's totals cannot be split by member, so nobody's order inherits them.
CREATE TABLE memory_use (
  memory_id TEXT NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
  member_id TEXT NOT NULL,
  retrieval_count INTEGER NOT NULL CHECK (retrieval_count >= 1),
  last_retrieved_at TEXT NOT NULL,
  PRIMARY KEY (memory_id, member_id)
) WITHOUT ROWID;
CREATE INDEX memory_use_member ON memory_use(member_id);
