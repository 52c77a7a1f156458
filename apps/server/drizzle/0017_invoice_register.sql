-- The commission invoices' register (docs/decisions/023-invoice-register.md). CGST Rules 2017, rule 46(b): an
-- invoice carries a consecutive serial number, unique for a financial year. One row per financial year holds the last
-- serial given; an issuer locks it, so invoices of one year are numbered one at a time, with no gap and no repeat.
CREATE TABLE "invoice_series" (
	"financial_year" text PRIMARY KEY NOT NULL,
	"last_serial" integer NOT NULL,
	CONSTRAINT "invoice_series_last_serial_check" CHECK ("last_serial" >= 0)
);
--> statement-breakpoint
-- One row per issued invoice: a seller's statement of one IST month. Never deleted (a tax record outlives the
-- account, which is why the seller reference does not cascade); the same statement always answers this number.
CREATE TABLE "statement_invoices" (
	"seller_id" text NOT NULL,
	"month" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_invoices_seller_id_month_pk" PRIMARY KEY("seller_id","month"),
	CONSTRAINT "statement_invoices_serial_check" CHECK ("serial" >= 1),
	CONSTRAINT "statement_invoices_number_length_check" CHECK (char_length("number") <= 16)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "statement_invoices_number_idx" ON "statement_invoices" USING btree ("number");
--> statement-breakpoint
CREATE UNIQUE INDEX "statement_invoices_series_idx" ON "statement_invoices" USING btree ("financial_year","serial");
--> statement-breakpoint
ALTER TABLE "statement_invoices" ADD CONSTRAINT "statement_invoices_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "statement_invoices" ADD CONSTRAINT "statement_invoices_financial_year_invoice_series_financial_year_fk" FOREIGN KEY ("financial_year") REFERENCES "public"."invoice_series"("financial_year") ON DELETE no action ON UPDATE no action;
