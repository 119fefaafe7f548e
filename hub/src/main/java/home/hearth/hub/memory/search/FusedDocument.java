package home.hearth.hub.memory.search;

/** A fused document with what the index knows of it: its memory id, exact similarity, vector and text hash. */
record FusedDocument(ReciprocalRankFusion.Fused fused, String id, double similarity, float[] vector, long textHash) {
    /** The same document with another fused score. */
    FusedDocument withScore(double score) {
        return new FusedDocument(new ReciprocalRankFusion.Fused(fused.doc(), fused.keywordRank(), fused.vectorRank(), score), id,
                similarity, vector, textHash);
    }
}
