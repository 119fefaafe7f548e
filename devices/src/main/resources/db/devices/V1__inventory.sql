CREATE TABLE devices_inventory (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    room TEXT NOT NULL,
    capabilities TEXT NOT NULL,
    base_topic TEXT NOT NULL,
    topic_name TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    UNIQUE (base_topic, topic_name)
);
CREATE TABLE devices_aliases (
    alias_key TEXT PRIMARY KEY,
    alias TEXT NOT NULL,
    device_id TEXT NOT NULL REFERENCES devices_inventory (id) ON DELETE CASCADE
);
CREATE INDEX devices_aliases_by_device ON devices_aliases (device_id);
