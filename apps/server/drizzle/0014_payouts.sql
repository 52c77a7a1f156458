CREATE TABLE "payout_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"holder_name" text NOT NULL,
	"account_number_enc" text NOT NULL,
	"account_last4" text NOT NULL,
	"ifsc" text NOT NULL,
	"pan_enc" text,
	"pan_last4" text,
	"gateway_account_id" text,
	"gateway_product_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_status_check" CHECK ("payout_accounts"."status" IN ('active', 'pending', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
