-- "Access" means authorisation everywhere else; a page view of a memory is counted as a view.
ALTER TABLE memory RENAME COLUMN access_count TO view_count;
ALTER TABLE memory RENAME COLUMN last_accessed_at TO last_viewed_at;
