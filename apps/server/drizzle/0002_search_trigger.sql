-- Search support, in plain SQL both PostgreSQL 15 and PGlite (PostgreSQL 18) accept.
-- pg_trgm powers typo correction: each search word is matched against the vocabulary of gig words.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
--> statement-breakpoint
-- Keeps gigs.search_vector (title A; short title and short description B; description and features C)
-- and the search_words vocabulary current on every insert and text update, whichever code path writes.
CREATE OR REPLACE FUNCTION gigs_search_refresh() RETURNS trigger AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.short_title, '') || ' ' || coalesce(NEW.short_desc, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '') || ' ' || coalesce(array_to_string(NEW.features, ' '), '')), 'C');
  INSERT INTO search_words (word)
    SELECT DISTINCT w
    FROM regexp_split_to_table(
      lower(coalesce(NEW.title, '') || ' ' || coalesce(NEW.short_title, '') || ' ' || coalesce(NEW.short_desc, '') || ' ' ||
            coalesce(NEW.description, '') || ' ' || coalesce(array_to_string(NEW.features, ' '), '')),
      '[^a-z0-9]+'
    ) AS w
    WHERE length(w) BETWEEN 3 AND 30
  ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER gigs_search_refresh
  BEFORE INSERT OR UPDATE OF title, short_title, short_desc, description, features ON gigs
  FOR EACH ROW EXECUTE FUNCTION gigs_search_refresh();
