CREATE TABLE "gigs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"cat" text NOT NULL,
	"cover" text NOT NULL,
	"images" text[] NOT NULL,
	"description" text NOT NULL,
	"short_title" text NOT NULL,
	"short_desc" text NOT NULL,
	"delivery_time" integer NOT NULL,
	"revision_number" integer NOT NULL,
	"features" text[] NOT NULL,
	"price_paise" integer NOT NULL,
	"total_stars" integer DEFAULT 0 NOT NULL,
	"star_number" integer DEFAULT 0 NOT NULL,
	"rating_score" double precision DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"search_vector" "tsvector",
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"gig_id" text NOT NULL,
	"buyer_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"title" text NOT NULL,
	"img" text NOT NULL,
	"price_paise" integer NOT NULL,
	"payment_intent" text NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"archived_by_seller" boolean DEFAULT false NOT NULL,
	"archived_by_buyer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"gig_id" text NOT NULL,
	"user_id" text NOT NULL,
	"description" text NOT NULL,
	"star" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gigs" ADD CONSTRAINT "gigs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_gig_id_gigs_id_fk" FOREIGN KEY ("gig_id") REFERENCES "public"."gigs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gigs_sales_idx" ON "gigs" USING btree ("sales" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "gigs_created_idx" ON "gigs" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "gigs_price_idx" ON "gigs" USING btree ("price_paise","id");--> statement-breakpoint
CREATE INDEX "gigs_cat_sales_idx" ON "gigs" USING btree ("cat","sales" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "gigs_user_idx" ON "gigs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "gigs_rating_idx" ON "gigs" USING btree ("rating_score" DESC NULLS LAST,"sales" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "gigs_search_idx" ON "gigs" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent_key" ON "orders" USING btree ("payment_intent");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_seller_idx" ON "orders" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_gig_buyer_idx" ON "orders" USING btree ("gig_id","buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_gig_user_key" ON "reviews" USING btree ("gig_id","user_id");--> statement-breakpoint
CREATE INDEX "reviews_gig_created_idx" ON "reviews" USING btree ("gig_id","created_at" DESC NULLS LAST);