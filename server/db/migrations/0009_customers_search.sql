-- Customers (issue 10): search over name, phone and e-mail through one trigram index (the exact
-- expression of customerSearch() in server/modules/customer/service.ts), and one e-mail per company
-- among active customers (case-insensitive).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_search_trgm" ON "customers" USING gin (("name" || E'\x1f' || coalesce("phone", '') || E'\x1f' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "customers_company_email" ON "customers" ("company_id", lower("email")) WHERE "email" IS NOT NULL AND "is_active";
