-- Order fulfilment, cancellation and disputes (docs/product-rules.md "Order lifecycle", decision 017). Hand-written.
-- The status list below is the lifecycle table's ORDER_STATES (packages/shared/src/rules/order-lifecycle.ts); a unit
-- test asserts the two are equal.
ALTER TABLE "orders" ADD COLUMN "due_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_days" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "revisions_left" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_kind" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_by" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_days" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_reason" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_expires_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_by" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_reason" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "disputed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_decided_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_outcome" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_note" text;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_refund_paise" integer;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dispute_escalated_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_for_release_at" timestamp with time zone;
--> statement-breakpoint
-- Existing orders: the gig's delivery days and revisions as of now (the best copy there is), due from the payment.
UPDATE "orders" o SET
	"delivery_days" = g."delivery_time",
	"revisions_left" = g."revision_number",
	"due_at" = o."created_at" + make_interval(days => g."delivery_time")
FROM "gigs" g WHERE g."id" = o."gig_id";
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK (status IN ('paid', 'in_revision', 'completed', 'disputed', 'released', 'cancelled'));
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_request_check" CHECK (
	("request_kind" IS NULL AND "request_by" IS NULL AND "request_expires_at" IS NULL)
	OR ("request_kind" IN ('extension', 'cancellation') AND "request_by" IN ('buyer', 'seller') AND "request_expires_at" IS NOT NULL));
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_revisions_left_check" CHECK ("revisions_left" >= 0);
--> statement-breakpoint
CREATE INDEX "orders_request_due_idx" ON "orders" USING btree ("request_expires_at") WHERE request_kind IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "orders_disputed_idx" ON "orders" USING btree ("disputed_at") WHERE disputed_at IS NOT NULL;
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL REFERENCES "orders"("id"),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"actor_id" text,
	"type" text NOT NULL,
	"message" text,
	"files" text[],
	"amount_paise" integer,
	"days" integer,
	CONSTRAINT "order_events_actor_check" CHECK ("actor" IN ('buyer', 'seller', 'admin', 'system'))
);
--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id", "at", "id");
--> statement-breakpoint
CREATE TABLE "order_files" (
	"order_id" text NOT NULL REFERENCES "orders"("id"),
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "order_files_key" ON "order_files" USING btree ("order_id", "url");
--> statement-breakpoint
CREATE INDEX "order_files_url_idx" ON "order_files" USING btree ("url");
--> statement-breakpoint
-- Every existing order's history starts with its payment, and a completion or release it already had.
INSERT INTO "order_events" ("id", "order_id", "at", "actor", "type")
SELECT 'ev-paid-' || "id", "id", "created_at", 'system', 'paid' FROM "orders";
--> statement-breakpoint
INSERT INTO "order_events" ("id", "order_id", "at", "actor", "actor_id", "type")
SELECT 'ev-complete-' || "id", "id", "completed_at", 'seller', "seller_id", 'complete' FROM "orders" WHERE "completed_at" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "order_events" ("id", "order_id", "at", "actor", "type")
SELECT 'ev-release-' || "id", "id", "released_at", 'system', 'release' FROM "orders" WHERE "released_at" IS NOT NULL;
