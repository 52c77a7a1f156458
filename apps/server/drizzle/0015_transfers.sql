-- Route transfers held in escrow and the tax of a sale fixed at the sale (docs/decisions/020-route-transfers.md).
--
-- The order keeps its tax lines as they were when the payment was captured: GST on the commission, TDS at the rate
-- the seller's PAN (or its absence) called for at that moment, and the seller's net. A PAN added later changes no
-- past sale; earnings, the ledger's release and the transfer all read these figures.
ALTER TABLE "orders" ADD COLUMN "seller_had_pan" boolean;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gst_paise" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tds_paise" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "net_paise" integer;
--> statement-breakpoint
-- Orders sold before this migration: fixed once, by the rule as it stands today (rules/payout-tax.ts: GST 18 % of
-- the commission, TDS 0.1 % with a PAN or 5 % without, each rounded half-up to the paisa), with the PAN as it is now.
UPDATE "orders" o SET
	"seller_had_pan" = exists (select 1 from "payout_accounts" p where p.user_id = o.seller_id and p.pan_enc is not null),
	"gst_paise" = (o.commission_paise * 1800 + 5000) / 10000;
--> statement-breakpoint
UPDATE "orders" SET "tds_paise" = (price_paise * (case when seller_had_pan then 10 else 500 end) + 5000) / 10000;
--> statement-breakpoint
UPDATE "orders" SET "net_paise" = price_paise - commission_paise - gst_paise - tds_paise;
--> statement-breakpoint
-- One Route transfer per order: the seller's net from the captured payment to their linked account, held until the
-- order is released. The row keeps both what we want of the gateway (`release_wanted`, `reverse_wanted_paise`) and
-- what the gateway has done (`status`, `reversed_paise`, `settled_at`), so the transfer job only ever moves the
-- second towards the first, with one idempotency key per order and step.
CREATE TABLE "transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"linked_account_id" text,
	"gateway_transfer_id" text,
	"release_wanted" boolean DEFAULT false NOT NULL,
	"reverse_wanted_paise" integer DEFAULT 0 NOT NULL,
	"reversed_paise" integer DEFAULT 0 NOT NULL,
	"gateway_reversal_ids" text[] DEFAULT '{}' NOT NULL,
	"settlement_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"failed_step" text,
	"last_error" text,
	"working_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"transferred_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	CONSTRAINT "transfers_amount_check" CHECK ("transfers"."amount_paise" >= 0),
	CONSTRAINT "transfers_reversal_check" CHECK ("transfers"."reversed_paise" >= 0 AND "transfers"."reversed_paise" <= "transfers"."amount_paise" AND "transfers"."reverse_wanted_paise" >= 0 AND "transfers"."reverse_wanted_paise" <= "transfers"."amount_paise"),
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" IN ('pending', 'on_hold', 'released', 'settled', 'partially_reversed', 'reversed', 'failed')),
	CONSTRAINT "transfers_failed_step_check" CHECK ("transfers"."failed_step" IS NULL OR "transfers"."failed_step" IN ('create', 'release', 'reverse'))
);
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_order_key" ON "transfers" USING btree ("order_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_gateway_transfer_key" ON "transfers" USING btree ("gateway_transfer_id");
--> statement-breakpoint
CREATE INDEX "transfers_seller_idx" ON "transfers" USING btree ("seller_id","status");
--> statement-breakpoint
CREATE INDEX "transfers_linked_account_idx" ON "transfers" USING btree ("linked_account_id","status");
--> statement-breakpoint
CREATE INDEX "transfers_problem_idx" ON "transfers" USING btree ("updated_at" DESC NULLS LAST) WHERE "failed_step" IS NOT NULL OR "status" = 'failed';
