CREATE TABLE "price_group_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"product_type_id" integer,
	"product_id" integer,
	"percent" numeric(5, 2),
	"fixed_price" numeric(20, 2),
	CONSTRAINT "price_group_rules_target" CHECK (("price_group_rules"."product_type_id" is null) <> ("price_group_rules"."product_id" is null)),
	CONSTRAINT "price_group_rules_price" CHECK (("price_group_rules"."percent" is null) <> ("price_group_rules"."fixed_price" is null)),
	CONSTRAINT "price_group_rules_percent" CHECK ("price_group_rules"."percent" is null or ("price_group_rules"."percent" >= 0 and "price_group_rules"."percent" <= 100)),
	CONSTRAINT "price_group_rules_fixed" CHECK ("price_group_rules"."fixed_price" is null or "price_group_rules"."fixed_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD COLUMN "price_group_id" integer;--> statement-breakpoint
ALTER TABLE "price_group_rules" ADD CONSTRAINT "price_group_rules_group_id_price_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."price_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_group_rules" ADD CONSTRAINT "price_group_rules_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_group_rules" ADD CONSTRAINT "price_group_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_groups" ADD CONSTRAINT "price_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_group_rules_type" ON "price_group_rules" USING btree ("group_id","product_type_id") WHERE "price_group_rules"."product_type_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "price_group_rules_product" ON "price_group_rules" USING btree ("group_id","product_id") WHERE "price_group_rules"."product_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "price_groups_company_name" ON "price_groups" USING btree ("company_id",lower("name")) WHERE "price_groups"."is_active";--> statement-breakpoint
ALTER TABLE "wholesale_orders" ADD CONSTRAINT "wholesale_orders_price_group_id_price_groups_id_fk" FOREIGN KEY ("price_group_id") REFERENCES "public"."price_groups"("id") ON DELETE no action ON UPDATE no action;