CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"movement" text NOT NULL,
	"account" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"gateway_order_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"buyer_id" text NOT NULL,
	"gig_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"payment_id" text,
	"failure_description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_order_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_movement_key" ON "ledger_entries" USING btree ("order_id","movement","account");--> statement-breakpoint
CREATE INDEX "payment_attempts_buyer_idx" ON "payment_attempts" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_payment_key" ON "payment_attempts" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_status_idx" ON "payment_attempts" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "orders_release_due_idx" ON "orders" USING btree ("release_at") WHERE status = 'completed';--> statement-breakpoint
-- Orders that predate the lifecycle: a completed order whose 7-day refund window has passed is released, a more
-- recent one waits in escrow; the standard 10 % commission applies; their ledger rows are written so the books
-- balance from the first start (the demo seed writes the same for the orders it creates later).
UPDATE "orders" SET
  "commission_paise" = round("price_paise" * 0.10),
  "release_at" = CASE WHEN "is_completed" THEN coalesce("completed_at", "created_at") + interval '7 days' END,
  "status" = CASE
    WHEN NOT "is_completed" THEN 'paid'
    WHEN coalesce("completed_at", "created_at") + interval '7 days' <= now() THEN 'released'
    ELSE 'completed' END,
  "released_at" = CASE WHEN "is_completed" AND coalesce("completed_at", "created_at") + interval '7 days' <= now()
    THEN coalesce("completed_at", "created_at") + interval '7 days' END;--> statement-breakpoint
INSERT INTO "ledger_entries" ("id", "order_id", "movement", "account", "amount_paise", "created_at")
SELECT gen_random_uuid()::text, o."id", 'payment', v.account, v.amount, o."created_at"
FROM "orders" o
CROSS JOIN LATERAL (VALUES ('buyer:' || o."buyer_id", -o."price_paise"::bigint), ('escrow', o."price_paise"::bigint)) AS v(account, amount)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_entries" ("id", "order_id", "movement", "account", "amount_paise", "created_at")
SELECT gen_random_uuid()::text, o."id", 'release', v.account, v.amount, o."released_at"
FROM "orders" o
CROSS JOIN LATERAL (VALUES
  ('escrow', -o."price_paise"::bigint),
  ('commission', o."commission_paise"::bigint),
  ('seller:' || o."seller_id", (o."price_paise" - o."commission_paise")::bigint)) AS v(account, amount)
WHERE o."status" = 'released'
ON CONFLICT DO NOTHING;
