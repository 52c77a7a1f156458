-- Refunds (docs/decisions/018-refunds.md): one row per refund asked of the gateway, unique per idempotency key
-- (`{order or gateway order}:{attempt}`), so a repeated or raced request never refunds twice. The gateway order is
-- null only for orders that predate recorded payment attempts.
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"order_id" text,
	"gateway_order_id" text,
	"payment_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"gateway_attempt" integer DEFAULT 1 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_paise" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" IN ('pending', 'processed', 'failed')),
	CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" IN ('cancelled', 'dispute_refund', 'dispute_split', 'expired_payment', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gateway_order_id_payment_attempts_gateway_order_id_fk" FOREIGN KEY ("gateway_order_id") REFERENCES "public"."payment_attempts"("gateway_order_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("idempotency_key");
--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_key" ON "refunds" USING btree ("gateway_refund_id");
--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");
--> statement-breakpoint
CREATE INDEX "refunds_gateway_order_idx" ON "refunds" USING btree ("gateway_order_id");
--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","created_at" DESC NULLS LAST);
--> statement-breakpoint
-- When the payment was made (its capture as first learned, or the gateway's own time): a payment order is good for
-- 15 minutes from its creation (docs/product-rules.md), judged by this, not by when the browser came back.
ALTER TABLE "payment_attempts" ADD COLUMN "paid_at" timestamp with time zone;
