-- The member's print enrolled from noise-augmented copies of the same utterances (float32 BLOB, same
-- dimension as vector); NULL for prints enrolled before it existed. Verification takes the better of the two.
ALTER TABLE profiles_voiceprints ADD COLUMN noisy_vector BLOB;
