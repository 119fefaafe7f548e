package home.hearth.hub.memory.values;

import home.hearth.hub.memory.search.SearchHit;

/** A memory found by search, with its score and why it ranked there. */
public record MemoryHit(Memory memory, SearchHit hit) {}
