CREATE TABLE "factory_transfer_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"factory_transfer_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"size" text NOT NULL,
	"quantity" integer NOT NULL,
	"cost" numeric(20, 2) NOT NULL,
	CONSTRAINT "factory_transfer_lines_quantity_positive" CHECK ("factory_transfer_lines"."quantity" > 0),
	CONSTRAINT "factory_transfer_lines_cost_non_negative" CHECK ("factory_transfer_lines"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "factory_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_by" integer NOT NULL,
	"place_id" integer,
	"processed_by" integer,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factory_transfers_status" CHECK ("factory_transfers"."status" in ('pending', 'processed'))
);
--> statement-breakpoint
CREATE TABLE "reception_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"reception_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"cost" numeric(20, 2) NOT NULL,
	CONSTRAINT "reception_lines_quantity_positive" CHECK ("reception_lines"."quantity" > 0),
	CONSTRAINT "reception_lines_cost_non_negative" CHECK ("reception_lines"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "receptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"number" text NOT NULL,
	"date" text NOT NULL,
	"created_by" integer NOT NULL,
	"accepted_by" integer,
	"accepted_at" timestamp with time zone,
	"total_cost" numeric(20, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "transfer_lines_quantity_positive" CHECK ("transfer_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"kind" text DEFAULT 'transfer' NOT NULL,
	"from_place_id" integer NOT NULL,
	"to_place_id" integer NOT NULL,
	"status" text DEFAULT 'preparing' NOT NULL,
	"created_by" integer NOT NULL,
	"sent_by" integer,
	"sent_at" timestamp with time zone,
	"accepted_by" integer,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_two_places" CHECK ("transfers"."from_place_id" <> "transfers"."to_place_id"),
	CONSTRAINT "transfers_status" CHECK ("transfers"."status" in ('preparing', 'on_the_way', 'delivered'))
);
--> statement-breakpoint
ALTER TABLE "factory_transfer_lines" ADD CONSTRAINT "factory_transfer_lines_factory_transfer_id_factory_transfers_id_fk" FOREIGN KEY ("factory_transfer_id") REFERENCES "public"."factory_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_transfers" ADD CONSTRAINT "factory_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_transfers" ADD CONSTRAINT "factory_transfers_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_transfers" ADD CONSTRAINT "factory_transfers_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_transfers" ADD CONSTRAINT "factory_transfers_processed_by_employees_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reception_lines" ADD CONSTRAINT "reception_lines_reception_id_receptions_id_fk" FOREIGN KEY ("reception_id") REFERENCES "public"."receptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reception_lines" ADD CONSTRAINT "reception_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reception_lines" ADD CONSTRAINT "reception_lines_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptions" ADD CONSTRAINT "receptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptions" ADD CONSTRAINT "receptions_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptions" ADD CONSTRAINT "receptions_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receptions" ADD CONSTRAINT "receptions_accepted_by_employees_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_lines" ADD CONSTRAINT "transfer_lines_transfer_id_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_lines" ADD CONSTRAINT "transfer_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_lines" ADD CONSTRAINT "transfer_lines_size_id_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_from_place_id_places_id_fk" FOREIGN KEY ("from_place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_to_place_id_places_id_fk" FOREIGN KEY ("to_place_id") REFERENCES "public"."places"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_sent_by_employees_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_accepted_by_employees_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "factory_transfer_lines_transfer" ON "factory_transfer_lines" USING btree ("factory_transfer_id");--> statement-breakpoint
CREATE INDEX "factory_transfers_company_status" ON "factory_transfers" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reception_lines_item" ON "reception_lines" USING btree ("reception_id","product_id","size_id");--> statement-breakpoint
CREATE INDEX "receptions_company" ON "receptions" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "receptions_company_pending" ON "receptions" USING btree ("company_id") WHERE "receptions"."accepted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_lines_item" ON "transfer_lines" USING btree ("transfer_id","product_id","size_id");--> statement-breakpoint
CREATE INDEX "transfer_lines_product" ON "transfer_lines" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "transfers_company_code" ON "transfers" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "transfers_company_status" ON "transfers" USING btree ("company_id","status","id");--> statement-breakpoint
CREATE INDEX "transfers_to_place" ON "transfers" USING btree ("to_place_id","status");--> statement-breakpoint
CREATE INDEX "transfers_from_place" ON "transfers" USING btree ("from_place_id","status");