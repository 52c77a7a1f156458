-- Route transfers: how often a transfer the gateway failed was made anew by an admin's retry (docs/decisions/020).
-- The creation's idempotency key names it (`gb-transfer-{order}-{remade}` from the first remake on), because Route
-- answers a repeated key with the transfer it made the first time: the failed one, so a retry never paid the seller.
ALTER TABLE "transfers" ADD COLUMN IF NOT EXISTS "remade" integer DEFAULT 0 NOT NULL;
