CREATE TABLE "cash_desk_currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"cash_desk_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"expected" numeric(20, 2) NOT NULL,
	"counted" numeric(20, 2) NOT NULL,
	CONSTRAINT "cash_desk_currencies_counted" CHECK ("cash_desk_currencies"."counted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cash_desks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"date" text NOT NULL,
	"status" text DEFAULT 'closed' NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"closed_by" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" integer,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "cash_desks_status" CHECK ("cash_desks"."status" in ('closed', 'confirmed', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "cash_desk_currencies" ADD CONSTRAINT "cash_desk_currencies_cash_desk_id_cash_desks_id_fk" FOREIGN KEY ("cash_desk_id") REFERENCES "public"."cash_desks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_desk_currencies" ADD CONSTRAINT "cash_desk_currencies_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_desks" ADD CONSTRAINT "cash_desks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_desks" ADD CONSTRAINT "cash_desks_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_desks" ADD CONSTRAINT "cash_desks_closed_by_employees_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_desks" ADD CONSTRAINT "cash_desks_confirmed_by_employees_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_desk_currencies_item" ON "cash_desk_currencies" USING btree ("cash_desk_id","currency_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_desks_place_date_live" ON "cash_desks" USING btree ("place_id","date") WHERE "cash_desks"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "cash_desks_company_date" ON "cash_desks" USING btree ("company_id","date");