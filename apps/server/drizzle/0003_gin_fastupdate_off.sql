-- GIN "fast update" parks new entries in a pending list that every search scans linearly, and the
-- planner prices that list in: after a bulk load (seed data, imports) it chose a sequential scan over
-- the whole vocabulary for each typo lookup (14 ms instead of 0.7 ms over 15,000 words). Only
-- autovacuum empties the list, and embedded PGlite has no autovacuum at all. Gig text and the
-- vocabulary change at human pace while searches are constant, so both indexes take writes directly.
ALTER INDEX search_words_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX gigs_search_idx SET (fastupdate = off);
--> statement-breakpoint
-- Merge whatever an existing database already has pending.
SELECT gin_clean_pending_list('search_words_trgm_idx'::regclass);
--> statement-breakpoint
SELECT gin_clean_pending_list('gigs_search_idx'::regclass);
