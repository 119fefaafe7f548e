-- Each memory's text in the household's other language (Portuguese <-> English), made once in the
-- background after the memory is written and indexed beside it, so a question in either language
-- finds it. Derived from the memory's text: deleted with the memory (cascade), redone when the text
-- changes (source_hash no longer matches) or the embedder changes (model).
CREATE TABLE memory_translation (
  memory_id TEXT PRIMARY KEY REFERENCES memory(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  text TEXT NOT NULL,
  source_hash INTEGER NOT NULL,
  model TEXT NOT NULL,
  vector BLOB NOT NULL
);
