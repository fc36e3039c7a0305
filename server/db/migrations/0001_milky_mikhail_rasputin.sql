ALTER TABLE "sales" ADD COLUMN "till_currency_id" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "till_rate" numeric(20, 6);--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_till_currency_id_currencies_id_fk" FOREIGN KEY ("till_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;