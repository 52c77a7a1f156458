-- Finance and reconciliation (docs/decisions/021-finance-and-reconciliation.md).
-- One row per IST day the daily reconciliation checked the books: inserting it and the mail to the admins happen in
-- one transaction, so however often the job runs (retries, several processes) a day's finding is mailed once.
CREATE TABLE "reconciliation_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"mismatches" integer NOT NULL,
	"capped" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The reconciliation's checks read only the escrow legs (what came in with a payment, what left with a refund or a
-- release), per order and movement: an index-only scan of this instead of the whole ledger.
CREATE INDEX "ledger_entries_escrow_idx" ON "ledger_entries" USING btree ("order_id","movement") INCLUDE ("amount_paise") WHERE "account" = 'escrow';
