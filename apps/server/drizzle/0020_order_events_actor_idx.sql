-- Contact details split across chat and order notes (docs/decisions/029): before a user's chat message or order note
-- is stored, their own notes of the last 30 minutes on the orders they share with the other party are read, under
-- the pair's lock. By author and time, so the read covers only that sender's recent notes (a few rows: order actions
-- are limited per user), never every order of a buyer who has hundreds or every event of an order. Partial: an
-- event without a text (a payment, an approval, a job's transition) is never read by it.
-- Plain SQL that PostgreSQL 15 and PGlite (PostgreSQL 18) both accept.
CREATE INDEX IF NOT EXISTS "order_events_actor_idx" ON "order_events" USING btree ("actor_id","at") WHERE "message" IS NOT NULL;
