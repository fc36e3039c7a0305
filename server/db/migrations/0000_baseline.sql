-- The schema as the 26 migrations 0000_foundation .. 0025_cash_desk_later_closing left it, squashed into one
-- (2026-11-27, docs/decisions.md "Migrations squashed"): pg_dump --schema-only of a database those migrations
-- made, one statement per breakpoint, functions moved after the tables they read. A database made from this
-- file dumps identically to one made by the old chain. server/db/schema.ts is the readable form; new
-- migrations come after this one (npm run db:generate).
-- extension pg_trgm
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
-- table products
CREATE TABLE public.products (
    id integer NOT NULL,
    company_id integer NOT NULL,
    name text NOT NULL,
    model text NOT NULL,
    model_code text DEFAULT ''::text NOT NULL,
    vendor_code text DEFAULT ''::text NOT NULL,
    type_id integer NOT NULL,
    cost numeric(20,2) DEFAULT '0'::numeric NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    is_novelty boolean DEFAULT false NOT NULL,
    is_available_online boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    search_text text GENERATED ALWAYS AS (lower(((((((name || ''::text) || model) || ''::text) || model_code) || ''::text) || vendor_code))) STORED
);
--> statement-breakpoint
-- table auth_tokens
CREATE TABLE public.auth_tokens (
    id integer NOT NULL,
    key_hash text NOT NULL,
    employee_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    revoked_at timestamp with time zone
);
--> statement-breakpoint
-- sequence auth_tokens_id_seq
CREATE SEQUENCE public.auth_tokens_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by auth_tokens_id_seq
ALTER SEQUENCE public.auth_tokens_id_seq OWNED BY public.auth_tokens.id;
--> statement-breakpoint
-- table balances
CREATE TABLE public.balances (
    id integer NOT NULL,
    company_id integer NOT NULL,
    account_type text NOT NULL,
    account_id integer NOT NULL,
    currency_id integer NOT NULL,
    amount numeric(20,2) DEFAULT '0'::numeric NOT NULL,
    CONSTRAINT balances_account_type CHECK ((account_type = ANY (ARRAY['company'::text, 'place'::text, 'customer'::text, 'wallet'::text]))),
    CONSTRAINT balances_amount_non_negative CHECK ((amount >= (0)::numeric))
);
--> statement-breakpoint
-- sequence balances_id_seq
CREATE SEQUENCE public.balances_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by balances_id_seq
ALTER SEQUENCE public.balances_id_seq OWNED BY public.balances.id;
--> statement-breakpoint
-- table barcodes
CREATE TABLE public.barcodes (
    id integer NOT NULL,
    company_id integer NOT NULL,
    code text NOT NULL,
    product_id integer NOT NULL,
    size_id integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- sequence barcodes_id_seq
CREATE SEQUENCE public.barcodes_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by barcodes_id_seq
ALTER SEQUENCE public.barcodes_id_seq OWNED BY public.barcodes.id;
--> statement-breakpoint
-- table booking_lines
CREATE TABLE public.booking_lines (
    id integer NOT NULL,
    booking_id integer NOT NULL,
    product_id integer NOT NULL,
    size_id integer NOT NULL,
    place_id integer NOT NULL,
    quantity integer NOT NULL,
    CONSTRAINT booking_lines_quantity_positive CHECK ((quantity > 0))
);
--> statement-breakpoint
-- sequence booking_lines_id_seq
CREATE SEQUENCE public.booking_lines_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by booking_lines_id_seq
ALTER SEQUENCE public.booking_lines_id_seq OWNED BY public.booking_lines.id;
--> statement-breakpoint
-- table bookings
CREATE TABLE public.bookings (
    id integer NOT NULL,
    company_id integer NOT NULL,
    place_id integer NOT NULL,
    customer_id integer NOT NULL,
    employee_id integer NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    prepayment_amount numeric(20,2) NOT NULL,
    prepayment_currency_id integer NOT NULL,
    sale_id integer,
    closed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    extra_service_amount numeric(20,2),
    extra_service_currency_id integer,
    CONSTRAINT bookings_prepayment_positive CHECK ((prepayment_amount > (0)::numeric))
);
--> statement-breakpoint
-- sequence bookings_id_seq
CREATE SEQUENCE public.bookings_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by bookings_id_seq
ALTER SEQUENCE public.bookings_id_seq OWNED BY public.bookings.id;
--> statement-breakpoint
-- table cash_desk_currencies
CREATE TABLE public.cash_desk_currencies (
    id integer NOT NULL,
    cash_desk_id integer NOT NULL,
    currency_id integer NOT NULL,
    expected numeric(20,2) NOT NULL,
    counted numeric(20,2) NOT NULL,
    CONSTRAINT cash_desk_currencies_counted CHECK ((counted >= (0)::numeric))
);
--> statement-breakpoint
-- sequence cash_desk_currencies_id_seq
CREATE SEQUENCE public.cash_desk_currencies_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by cash_desk_currencies_id_seq
ALTER SEQUENCE public.cash_desk_currencies_id_seq OWNED BY public.cash_desk_currencies.id;
--> statement-breakpoint
-- table cash_desks
CREATE TABLE public.cash_desks (
    id integer NOT NULL,
    company_id integer NOT NULL,
    place_id integer NOT NULL,
    date text NOT NULL,
    status text DEFAULT 'closed'::text NOT NULL,
    comment text DEFAULT ''::text NOT NULL,
    closed_by integer NOT NULL,
    closed_at timestamp with time zone DEFAULT now() NOT NULL,
    confirmed_by integer,
    confirmed_at timestamp with time zone,
    CONSTRAINT cash_desks_status CHECK ((status = ANY (ARRAY['closed'::text, 'confirmed'::text, 'rejected'::text])))
);
--> statement-breakpoint
-- sequence cash_desks_id_seq
CREATE SEQUENCE public.cash_desks_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by cash_desks_id_seq
ALTER SEQUENCE public.cash_desks_id_seq OWNED BY public.cash_desks.id;
--> statement-breakpoint
-- table companies
CREATE TABLE public.companies (
    id integer NOT NULL,
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- sequence companies_id_seq
CREATE SEQUENCE public.companies_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by companies_id_seq
ALTER SEQUENCE public.companies_id_seq OWNED BY public.companies.id;
--> statement-breakpoint
-- table company_currencies
CREATE TABLE public.company_currencies (
    id integer NOT NULL,
    company_id integer NOT NULL,
    currency_id integer NOT NULL,
    rate numeric(20,6) DEFAULT '1'::numeric NOT NULL,
    is_base boolean DEFAULT false NOT NULL,
    is_secondary_default boolean DEFAULT false NOT NULL,
    is_national boolean DEFAULT false NOT NULL,
    CONSTRAINT company_currencies_rate_positive CHECK ((rate > (0)::numeric))
);
--> statement-breakpoint
-- sequence company_currencies_id_seq
CREATE SEQUENCE public.company_currencies_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by company_currencies_id_seq
ALTER SEQUENCE public.company_currencies_id_seq OWNED BY public.company_currencies.id;
--> statement-breakpoint
-- table consignees
CREATE TABLE public.consignees (
    id integer NOT NULL,
    company_id integer NOT NULL,
    customer_id integer NOT NULL,
    city text NOT NULL,
    postcode text DEFAULT ''::text NOT NULL,
    phone text NOT NULL,
    email text,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- sequence consignees_id_seq
CREATE SEQUENCE public.consignees_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by consignees_id_seq
ALTER SEQUENCE public.consignees_id_seq OWNED BY public.consignees.id;
--> statement-breakpoint
-- table currencies
CREATE TABLE public.currencies (
    id integer NOT NULL,
    name text NOT NULL
);
--> statement-breakpoint
-- sequence currencies_id_seq
CREATE SEQUENCE public.currencies_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by currencies_id_seq
ALTER SEQUENCE public.currencies_id_seq OWNED BY public.currencies.id;
--> statement-breakpoint
-- table currency_exchanges
CREATE TABLE public.currency_exchanges (
    id integer NOT NULL,
    company_id integer NOT NULL,
    from_currency_id integer NOT NULL,
    to_currency_id integer NOT NULL,
    from_amount numeric(20,2) NOT NULL,
    to_amount numeric(20,2) NOT NULL,
    rate numeric(20,6) NOT NULL,
    employee_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT currency_exchanges_positive CHECK (((from_amount > (0)::numeric) AND (to_amount > (0)::numeric) AND (rate > (0)::numeric))),
    CONSTRAINT currency_exchanges_two_currencies CHECK ((from_currency_id <> to_currency_id))
);
--> statement-breakpoint
-- sequence currency_exchanges_id_seq
CREATE SEQUENCE public.currency_exchanges_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by currency_exchanges_id_seq
ALTER SEQUENCE public.currency_exchanges_id_seq OWNED BY public.currency_exchanges.id;
--> statement-breakpoint
-- table customers
CREATE TABLE public.customers (
    id integer NOT NULL,
    company_id integer NOT NULL,
    name text NOT NULL,
    phone text,
    email text,
    address text DEFAULT ''::text NOT NULL,
    percentage_discount numeric(5,2) DEFAULT '0'::numeric NOT NULL,
    approval_status text DEFAULT 'pending'::text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    old_debt numeric(20,2) DEFAULT '0'::numeric NOT NULL,
    CONSTRAINT customers_old_debt_non_negative CHECK ((old_debt >= (0)::numeric))
);
--> statement-breakpoint
-- sequence customers_id_seq
CREATE SEQUENCE public.customers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by customers_id_seq
ALTER SEQUENCE public.customers_id_seq OWNED BY public.customers.id;
--> statement-breakpoint
-- table debt_coverages
CREATE TABLE public.debt_coverages (
    id integer NOT NULL,
    company_id integer NOT NULL,
    customer_id integer NOT NULL,
    debt_id integer,
    place_id integer NOT NULL,
    employee_id integer,
    currency_id integer NOT NULL,
    amount numeric(20,2) NOT NULL,
    rate numeric(20,6) NOT NULL,
    covered numeric(20,2) NOT NULL,
    change_amount numeric(20,2) DEFAULT '0'::numeric NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT debt_coverages_positive CHECK (((amount > (0)::numeric) AND (covered > (0)::numeric)))
);
--> statement-breakpoint
-- sequence debt_coverages_id_seq
CREATE SEQUENCE public.debt_coverages_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by debt_coverages_id_seq
ALTER SEQUENCE public.debt_coverages_id_seq OWNED BY public.debt_coverages.id;
--> statement-breakpoint
-- table debts
CREATE TABLE public.debts (
    id integer NOT NULL,
    company_id integer NOT NULL,
    customer_id integer NOT NULL,
    sale_id integer NOT NULL,
    currency_id integer NOT NULL,
    amount numeric(20,2) NOT NULL,
    covered numeric(20,2) DEFAULT '0'::numeric NOT NULL,
    status text DEFAULT 'open'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT debts_amounts CHECK (((amount > (0)::numeric) AND (covered >= (0)::numeric) AND (covered <= amount)))
);
--> statement-breakpoint
-- sequence debts_id_seq
CREATE SEQUENCE public.debts_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by debts_id_seq
ALTER SEQUENCE public.debts_id_seq OWNED BY public.debts.id;
--> statement-breakpoint
-- table employee_places
CREATE TABLE public.employee_places (
    employee_id integer NOT NULL,
    place_id integer NOT NULL
);
--> statement-breakpoint
-- table employees
CREATE TABLE public.employees (
    id integer NOT NULL,
    company_id integer,
    username text NOT NULL,
    password_hash text NOT NULL,
    name text DEFAULT ''::text NOT NULL,
    passport_id text DEFAULT ''::text NOT NULL,
    phone text DEFAULT ''::text NOT NULL,
    email text DEFAULT ''::text NOT NULL,
    address text DEFAULT ''::text NOT NULL,
    "position" text DEFAULT ''::text NOT NULL,
    salary numeric(20,2) DEFAULT '0'::numeric NOT NULL,
    salary_currency_id integer,
    sell_percent numeric(5,2) DEFAULT '0'::numeric NOT NULL,
    roles text[] NOT NULL,
    picture text,
    current_workplace_id integer,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- sequence employees_id_seq
CREATE SEQUENCE public.employees_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by employees_id_seq
ALTER SEQUENCE public.employees_id_seq OWNED BY public.employees.id;
--> statement-breakpoint
-- table factory_transfer_lines
CREATE TABLE public.factory_transfer_lines (
    id integer NOT NULL,
    factory_transfer_id integer NOT NULL,
    vendor_code text NOT NULL,
    size text NOT NULL,
    quantity integer NOT NULL,
    cost numeric(20,2) NOT NULL,
    CONSTRAINT factory_transfer_lines_cost_non_negative CHECK ((cost >= (0)::numeric)),
    CONSTRAINT factory_transfer_lines_quantity_positive CHECK ((quantity > 0))
);
--> statement-breakpoint
-- sequence factory_transfer_lines_id_seq
CREATE SEQUENCE public.factory_transfer_lines_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by factory_transfer_lines_id_seq
ALTER SEQUENCE public.factory_transfer_lines_id_seq OWNED BY public.factory_transfer_lines.id;
--> statement-breakpoint
-- table factory_transfers
CREATE TABLE public.factory_transfers (
    id integer NOT NULL,
    company_id integer NOT NULL,
    reference text DEFAULT ''::text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    created_by integer NOT NULL,
    place_id integer,
    processed_by integer,
    processed_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT factory_transfers_status CHECK ((status = ANY (ARRAY['pending'::text, 'processed'::text])))
);
--> statement-breakpoint
-- sequence factory_transfers_id_seq
CREATE SEQUENCE public.factory_transfers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by factory_transfers_id_seq
ALTER SEQUENCE public.factory_transfers_id_seq OWNED BY public.factory_transfers.id;
--> statement-breakpoint
-- table financial_requisitions
CREATE TABLE public.financial_requisitions (
    id integer NOT NULL,
    company_id integer NOT NULL,
    applicant_id integer NOT NULL,
    currency_id integer NOT NULL,
    amount numeric(20,2) NOT NULL,
    comment text DEFAULT ''::text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    decided_by integer,
    decided_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT financial_requisitions_amount_positive CHECK ((amount > (0)::numeric)),
    CONSTRAINT financial_requisitions_status CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text])))
);
--> statement-breakpoint
-- sequence financial_requisitions_id_seq
CREATE SEQUENCE public.financial_requisitions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by financial_requisitions_id_seq
ALTER SEQUENCE public.financial_requisitions_id_seq OWNED BY public.financial_requisitions.id;
--> statement-breakpoint
-- table idempotency_keys
CREATE TABLE public.idempotency_keys (
    company_id integer NOT NULL,
    key text NOT NULL,
    route text NOT NULL,
    request_hash text NOT NULL,
    status integer NOT NULL,
    response jsonb,
    employee_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- table login_failures
CREATE TABLE public.login_failures (
    id bigint NOT NULL,
    key text NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- sequence login_failures_id_seq
CREATE SEQUENCE public.login_failures_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by login_failures_id_seq
ALTER SEQUENCE public.login_failures_id_seq OWNED BY public.login_failures.id;
--> statement-breakpoint
-- table login_known_addresses
CREATE TABLE public.login_known_addresses (
    username text NOT NULL,
    address text NOT NULL,
    last_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- table money_movements
CREATE TABLE public.money_movements (
    id bigint NOT NULL,
    company_id integer NOT NULL,
    account_type text NOT NULL,
    account_id integer NOT NULL,
    currency_id integer NOT NULL,
    delta numeric(20,2) NOT NULL,
    amount_after numeric(20,2) NOT NULL,
    kind text NOT NULL,
    ref_type text,
    ref_id integer,
    employee_id integer,
    comment text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT money_movements_delta_non_zero CHECK ((delta <> (0)::numeric))
);
--> statement-breakpoint
-- sequence money_movements_id_seq
CREATE SEQUENCE public.money_movements_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by money_movements_id_seq
ALTER SEQUENCE public.money_movements_id_seq OWNED BY public.money_movements.id;
--> statement-breakpoint
-- table place_currencies
CREATE TABLE public.place_currencies (
    id integer NOT NULL,
    company_id integer NOT NULL,
    place_id integer NOT NULL,
    currency_id integer NOT NULL,
    amount_to_remain numeric(20,2) DEFAULT '0'::numeric NOT NULL,
    is_base_currency boolean DEFAULT false NOT NULL,
    is_secondary_default boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
-- sequence place_currencies_id_seq
CREATE SEQUENCE public.place_currencies_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by place_currencies_id_seq
ALTER SEQUENCE public.place_currencies_id_seq OWNED BY public.place_currencies.id;
--> statement-breakpoint
-- table place_type_rates
CREATE TABLE public.place_type_rates (
    id integer NOT NULL,
    company_id integer NOT NULL,
    place_type_id integer NOT NULL,
    currency_id integer NOT NULL,
    rate numeric(20,6) NOT NULL,
    CONSTRAINT place_type_rates_rate_positive CHECK ((rate > (0)::numeric))
);
--> statement-breakpoint
-- sequence place_type_rates_id_seq
CREATE SEQUENCE public.place_type_rates_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by place_type_rates_id_seq
ALTER SEQUENCE public.place_type_rates_id_seq OWNED BY public.place_type_rates.id;
--> statement-breakpoint
-- table place_types
CREATE TABLE public.place_types (
    id integer NOT NULL,
    company_id integer NOT NULL,
    name text NOT NULL,
    is_active boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
-- sequence place_types_id_seq
CREATE SEQUENCE public.place_types_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by place_types_id_seq
ALTER SEQUENCE public.place_types_id_seq OWNED BY public.place_types.id;
--> statement-breakpoint
-- table placements
CREATE TABLE public.placements (
    id integer NOT NULL,
    company_id integer NOT NULL,
    product_id integer NOT NULL,
    size_id integer NOT NULL,
    place_id integer NOT NULL,
    quantity integer DEFAULT 0 NOT NULL,
    CONSTRAINT placements_quantity_non_negative CHECK ((quantity >= 0))
);
--> statement-breakpoint
-- sequence placements_id_seq
CREATE SEQUENCE public.placements_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by placements_id_seq
ALTER SEQUENCE public.placements_id_seq OWNED BY public.placements.id;
--> statement-breakpoint
-- table places
CREATE TABLE public.places (
    id integer NOT NULL,
    company_id integer NOT NULL,
    name text NOT NULL,
    address text DEFAULT ''::text NOT NULL,
    image text,
    type_id integer NOT NULL,
    is_active boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
-- sequence places_id_seq
CREATE SEQUENCE public.places_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by places_id_seq
ALTER SEQUENCE public.places_id_seq OWNED BY public.places.id;
--> statement-breakpoint
-- table price_group_rules
CREATE TABLE public.price_group_rules (
    id integer NOT NULL,
    group_id integer NOT NULL,
    product_type_id integer,
    product_id integer,
    percent numeric(5,2),
    fixed_price numeric(20,2),
    CONSTRAINT price_group_rules_fixed CHECK (((fixed_price IS NULL) OR (fixed_price >= (0)::numeric))),
    CONSTRAINT price_group_rules_percent CHECK (((percent IS NULL) OR ((percent >= (0)::numeric) AND (percent <= (100)::numeric)))),
    CONSTRAINT price_group_rules_price CHECK (((percent IS NULL) <> (fixed_price IS NULL))),
    CONSTRAINT price_group_rules_target CHECK (((product_type_id IS NULL) <> (product_id IS NULL)))
);
--> statement-breakpoint
-- sequence price_group_rules_id_seq
CREATE SEQUENCE public.price_group_rules_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by price_group_rules_id_seq
ALTER SEQUENCE public.price_group_rules_id_seq OWNED BY public.price_group_rules.id;
--> statement-breakpoint
-- table price_groups
CREATE TABLE public.price_groups (
    id integer NOT NULL,
    company_id integer NOT NULL,
    name text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- sequence price_groups_id_seq
CREATE SEQUENCE public.price_groups_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by price_groups_id_seq
ALTER SEQUENCE public.price_groups_id_seq OWNED BY public.price_groups.id;
--> statement-breakpoint
-- table product_group_counts
CREATE TABLE public.product_group_counts (
    company_id integer NOT NULL,
    type_id integer NOT NULL,
    products integer DEFAULT 0 NOT NULL,
    groups integer DEFAULT 0 NOT NULL,
    CONSTRAINT product_group_counts_non_negative CHECK (((products >= 0) AND (groups >= 0)))
);
--> statement-breakpoint
-- table product_images
CREATE TABLE public.product_images (
    id integer NOT NULL,
    company_id integer NOT NULL,
    product_id integer NOT NULL,
    file text NOT NULL,
    is_main boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- sequence product_images_id_seq
CREATE SEQUENCE public.product_images_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by product_images_id_seq
ALTER SEQUENCE public.product_images_id_seq OWNED BY public.product_images.id;
--> statement-breakpoint
-- table product_online_places
CREATE TABLE public.product_online_places (
    product_id integer NOT NULL,
    place_id integer NOT NULL
);
--> statement-breakpoint
-- table product_prices
CREATE TABLE public.product_prices (
    id integer NOT NULL,
    company_id integer NOT NULL,
    product_id integer NOT NULL,
    place_type_id integer NOT NULL,
    price numeric(20,2) NOT NULL,
    discount numeric(20,2) DEFAULT '0'::numeric NOT NULL,
    discount_in_percent boolean DEFAULT false NOT NULL,
    CONSTRAINT product_prices_non_negative CHECK (((price >= (0)::numeric) AND (discount >= (0)::numeric)))
);
--> statement-breakpoint
-- sequence product_prices_id_seq
CREATE SEQUENCE public.product_prices_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by product_prices_id_seq
ALTER SEQUENCE public.product_prices_id_seq OWNED BY public.product_prices.id;
--> statement-breakpoint
-- table product_types
CREATE TABLE public.product_types (
    id integer NOT NULL,
    company_id integer NOT NULL,
    name text NOT NULL,
    is_active boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
-- sequence product_types_id_seq
CREATE SEQUENCE public.product_types_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by product_types_id_seq
ALTER SEQUENCE public.product_types_id_seq OWNED BY public.product_types.id;
--> statement-breakpoint
-- sequence products_id_seq
CREATE SEQUENCE public.products_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by products_id_seq
ALTER SEQUENCE public.products_id_seq OWNED BY public.products.id;
--> statement-breakpoint
-- table reception_lines
CREATE TABLE public.reception_lines (
    id integer NOT NULL,
    reception_id integer NOT NULL,
    product_id integer NOT NULL,
    size_id integer NOT NULL,
    quantity integer NOT NULL,
    cost numeric(20,2) NOT NULL,
    CONSTRAINT reception_lines_cost_non_negative CHECK ((cost >= (0)::numeric)),
    CONSTRAINT reception_lines_quantity_positive CHECK ((quantity > 0))
);
--> statement-breakpoint
-- sequence reception_lines_id_seq
CREATE SEQUENCE public.reception_lines_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by reception_lines_id_seq
ALTER SEQUENCE public.reception_lines_id_seq OWNED BY public.reception_lines.id;
--> statement-breakpoint
-- table receptions
CREATE TABLE public.receptions (
    id integer NOT NULL,
    company_id integer NOT NULL,
    place_id integer NOT NULL,
    number text NOT NULL,
    date text NOT NULL,
    created_by integer NOT NULL,
    accepted_by integer,
    accepted_at timestamp with time zone,
    total_cost numeric(20,2),
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- sequence receptions_id_seq
CREATE SEQUENCE public.receptions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by receptions_id_seq
ALTER SEQUENCE public.receptions_id_seq OWNED BY public.receptions.id;
--> statement-breakpoint
-- table requisition_lines
CREATE TABLE public.requisition_lines (
    id integer NOT NULL,
    requisition_id integer NOT NULL,
    product_id integer NOT NULL,
    size_id integer NOT NULL,
    quantity integer NOT NULL,
    CONSTRAINT requisition_lines_quantity_positive CHECK ((quantity > 0))
);
--> statement-breakpoint
-- sequence requisition_lines_id_seq
CREATE SEQUENCE public.requisition_lines_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by requisition_lines_id_seq
ALTER SEQUENCE public.requisition_lines_id_seq OWNED BY public.requisition_lines.id;
--> statement-breakpoint
-- table requisitions
CREATE TABLE public.requisitions (
    id integer NOT NULL,
    company_id integer NOT NULL,
    place_id integer NOT NULL,
    applicant_id integer NOT NULL,
    comment text DEFAULT ''::text NOT NULL,
    status text DEFAULT 'pending'::text NOT NULL,
    decided_by integer,
    decided_at timestamp with time zone,
    transfer_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT requisitions_status CHECK ((status = ANY (ARRAY['pending'::text, 'approved'::text, 'rejected'::text])))
);
--> statement-breakpoint
-- sequence requisitions_id_seq
CREATE SEQUENCE public.requisitions_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by requisitions_id_seq
ALTER SEQUENCE public.requisitions_id_seq OWNED BY public.requisitions.id;
--> statement-breakpoint
-- table salaries
CREATE TABLE public.salaries (
    id integer NOT NULL,
    company_id integer NOT NULL,
    employee_id integer NOT NULL,
    date_after text NOT NULL,
    date_before text NOT NULL,
    days integer NOT NULL,
    rate numeric(20,2) NOT NULL,
    salary numeric(20,2) NOT NULL,
    sales_amount numeric(20,2) NOT NULL,
    sell_percent numeric(5,2) NOT NULL,
    sell_percent_amount numeric(20,2) NOT NULL,
    total numeric(20,2) NOT NULL,
    currency_id integer NOT NULL,
    wallet_id integer,
    paid_by integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT salaries_amounts CHECK (((days >= 0) AND (total > (0)::numeric) AND (salary >= (0)::numeric) AND (sell_percent_amount >= (0)::numeric))),
    CONSTRAINT salaries_period CHECK ((date_after <= date_before))
);
--> statement-breakpoint
-- sequence salaries_id_seq
CREATE SEQUENCE public.salaries_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by salaries_id_seq
ALTER SEQUENCE public.salaries_id_seq OWNED BY public.salaries.id;
--> statement-breakpoint
-- table sale_lines
CREATE TABLE public.sale_lines (
    id integer NOT NULL,
    sale_id integer NOT NULL,
    product_id integer NOT NULL,
    size_id integer NOT NULL,
    place_id integer NOT NULL,
    quantity integer NOT NULL,
    price numeric(20,2) NOT NULL,
    discount numeric(20,2) NOT NULL,
    discount_in_percent boolean NOT NULL,
    unit_price numeric(20,2) NOT NULL,
    total numeric(20,2) NOT NULL,
    CONSTRAINT sale_lines_quantity_positive CHECK ((quantity > 0))
);
--> statement-breakpoint
-- sequence sale_lines_id_seq
CREATE SEQUENCE public.sale_lines_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by sale_lines_id_seq
ALTER SEQUENCE public.sale_lines_id_seq OWNED BY public.sale_lines.id;
--> statement-breakpoint
-- table sale_payments
CREATE TABLE public.sale_payments (
    id integer NOT NULL,
    sale_id integer NOT NULL,
    currency_id integer NOT NULL,
    amount numeric(20,2) NOT NULL,
    rate numeric(20,6) NOT NULL,
    CONSTRAINT sale_payments_amount_positive CHECK ((amount > (0)::numeric))
);
--> statement-breakpoint
-- sequence sale_payments_id_seq
CREATE SEQUENCE public.sale_payments_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by sale_payments_id_seq
ALTER SEQUENCE public.sale_payments_id_seq OWNED BY public.sale_payments.id;
--> statement-breakpoint
-- table sales
CREATE TABLE public.sales (
    id integer NOT NULL,
    company_id integer NOT NULL,
    place_id integer NOT NULL,
    employee_id integer NOT NULL,
    status text DEFAULT 'active'::text NOT NULL,
    method text DEFAULT 'cash'::text NOT NULL,
    currency_id integer NOT NULL,
    total_sum numeric(20,2) NOT NULL,
    extra_service_amount numeric(20,2) DEFAULT '0'::numeric NOT NULL,
    extra_service_currency_id integer,
    change_amount numeric(20,2) DEFAULT '0'::numeric NOT NULL,
    change_currency_id integer NOT NULL,
    rejected_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    customer_id integer,
    balance_amount numeric(20,2) DEFAULT '0'::numeric NOT NULL,
    balance_currency_id integer,
    change_to_balance boolean DEFAULT false NOT NULL,
    customer_discount numeric(5,2) DEFAULT '0'::numeric NOT NULL,
    booking_id integer,
    CONSTRAINT sales_amounts_non_negative CHECK (((total_sum >= (0)::numeric) AND (change_amount >= (0)::numeric) AND (extra_service_amount >= (0)::numeric)))
);
--> statement-breakpoint
-- sequence sales_id_seq
CREATE SEQUENCE public.sales_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by sales_id_seq
ALTER SEQUENCE public.sales_id_seq OWNED BY public.sales.id;
--> statement-breakpoint
-- table size_types
CREATE TABLE public.size_types (
    id integer NOT NULL,
    company_id integer NOT NULL,
    name text NOT NULL,
    is_active boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
-- sequence size_types_id_seq
CREATE SEQUENCE public.size_types_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by size_types_id_seq
ALTER SEQUENCE public.size_types_id_seq OWNED BY public.size_types.id;
--> statement-breakpoint
-- table sizes
CREATE TABLE public.sizes (
    id integer NOT NULL,
    company_id integer NOT NULL,
    name text NOT NULL,
    type_id integer NOT NULL,
    is_active boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
-- sequence sizes_id_seq
CREATE SEQUENCE public.sizes_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by sizes_id_seq
ALTER SEQUENCE public.sizes_id_seq OWNED BY public.sizes.id;
--> statement-breakpoint
-- table stock_movements
CREATE TABLE public.stock_movements (
    id bigint NOT NULL,
    company_id integer NOT NULL,
    product_id integer NOT NULL,
    size_id integer NOT NULL,
    place_id integer NOT NULL,
    delta integer NOT NULL,
    quantity_after integer NOT NULL,
    kind text NOT NULL,
    ref_type text,
    ref_id integer,
    employee_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT stock_movements_delta_non_zero CHECK ((delta <> 0))
);
--> statement-breakpoint
-- sequence stock_movements_id_seq
CREATE SEQUENCE public.stock_movements_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by stock_movements_id_seq
ALTER SEQUENCE public.stock_movements_id_seq OWNED BY public.stock_movements.id;
--> statement-breakpoint
-- table stock_unit_deltas
CREATE TABLE public.stock_unit_deltas (
    id bigint NOT NULL,
    company_id integer NOT NULL,
    place_id integer NOT NULL,
    type_id integer NOT NULL,
    units bigint NOT NULL
);
--> statement-breakpoint
-- sequence stock_unit_deltas_id_seq
CREATE SEQUENCE public.stock_unit_deltas_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by stock_unit_deltas_id_seq
ALTER SEQUENCE public.stock_unit_deltas_id_seq OWNED BY public.stock_unit_deltas.id;
--> statement-breakpoint
-- table stock_unit_totals
CREATE TABLE public.stock_unit_totals (
    company_id integer NOT NULL,
    place_id integer NOT NULL,
    type_id integer NOT NULL,
    units bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- table tissues
CREATE TABLE public.tissues (
    id integer NOT NULL,
    company_id integer NOT NULL,
    fabric_sample_image text,
    is_active boolean DEFAULT true NOT NULL,
    available_length numeric(12,2) DEFAULT '0'::numeric NOT NULL,
    color_name text DEFAULT ''::text NOT NULL,
    code text DEFAULT ''::text NOT NULL,
    hex text DEFAULT '#000000'::text NOT NULL,
    CONSTRAINT tissues_length CHECK ((available_length >= (0)::numeric))
);
--> statement-breakpoint
-- sequence tissues_id_seq
CREATE SEQUENCE public.tissues_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by tissues_id_seq
ALTER SEQUENCE public.tissues_id_seq OWNED BY public.tissues.id;
--> statement-breakpoint
-- table transfer_lines
CREATE TABLE public.transfer_lines (
    id integer NOT NULL,
    transfer_id integer NOT NULL,
    product_id integer NOT NULL,
    size_id integer NOT NULL,
    quantity integer NOT NULL,
    CONSTRAINT transfer_lines_quantity_positive CHECK ((quantity > 0))
);
--> statement-breakpoint
-- sequence transfer_lines_id_seq
CREATE SEQUENCE public.transfer_lines_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by transfer_lines_id_seq
ALTER SEQUENCE public.transfer_lines_id_seq OWNED BY public.transfer_lines.id;
--> statement-breakpoint
-- table transfers
CREATE TABLE public.transfers (
    id integer NOT NULL,
    company_id integer NOT NULL,
    code text NOT NULL,
    kind text DEFAULT 'transfer'::text NOT NULL,
    from_place_id integer NOT NULL,
    to_place_id integer NOT NULL,
    status text DEFAULT 'preparing'::text NOT NULL,
    created_by integer NOT NULL,
    sent_by integer,
    sent_at timestamp with time zone,
    accepted_by integer,
    accepted_at timestamp with time zone,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT transfers_status CHECK ((status = ANY (ARRAY['preparing'::text, 'on_the_way'::text, 'delivered'::text]))),
    CONSTRAINT transfers_two_places CHECK ((from_place_id <> to_place_id))
);
--> statement-breakpoint
-- sequence transfers_id_seq
CREATE SEQUENCE public.transfers_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by transfers_id_seq
ALTER SEQUENCE public.transfers_id_seq OWNED BY public.transfers.id;
--> statement-breakpoint
-- table uploads
CREATE TABLE public.uploads (
    name text NOT NULL,
    company_id integer NOT NULL,
    bytes integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- table wallets
CREATE TABLE public.wallets (
    id integer NOT NULL,
    company_id integer NOT NULL,
    name text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- sequence wallets_id_seq
CREATE SEQUENCE public.wallets_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by wallets_id_seq
ALTER SEQUENCE public.wallets_id_seq OWNED BY public.wallets.id;
--> statement-breakpoint
-- table wholesale_dictionaries
CREATE TABLE public.wholesale_dictionaries (
    id integer NOT NULL,
    company_id integer NOT NULL,
    kind text NOT NULL,
    name text NOT NULL,
    is_active boolean DEFAULT true NOT NULL,
    CONSTRAINT wholesale_dictionaries_kind CHECK ((kind = ANY (ARRAY['heights'::text, 'sizes'::text, 'colors'::text, 'models'::text, 'styles'::text, 'types'::text])))
);
--> statement-breakpoint
-- sequence wholesale_dictionaries_id_seq
CREATE SEQUENCE public.wholesale_dictionaries_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by wholesale_dictionaries_id_seq
ALTER SEQUENCE public.wholesale_dictionaries_id_seq OWNED BY public.wholesale_dictionaries.id;
--> statement-breakpoint
-- table wholesale_order_lines
CREATE TABLE public.wholesale_order_lines (
    id integer NOT NULL,
    order_id integer NOT NULL,
    product_id integer NOT NULL,
    size_id integer NOT NULL,
    quantity integer NOT NULL,
    unit_price numeric(20,2) NOT NULL,
    total numeric(20,2) NOT NULL,
    CONSTRAINT wholesale_order_lines_quantity CHECK ((quantity > 0))
);
--> statement-breakpoint
-- sequence wholesale_order_lines_id_seq
CREATE SEQUENCE public.wholesale_order_lines_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by wholesale_order_lines_id_seq
ALTER SEQUENCE public.wholesale_order_lines_id_seq OWNED BY public.wholesale_order_lines.id;
--> statement-breakpoint
-- table wholesale_orders
CREATE TABLE public.wholesale_orders (
    id integer NOT NULL,
    company_id integer NOT NULL,
    customer_id integer NOT NULL,
    place_id integer NOT NULL,
    status text DEFAULT 'new'::text NOT NULL,
    total_price numeric(20,2) DEFAULT '0'::numeric NOT NULL,
    quantity integer DEFAULT 0 NOT NULL,
    public_token text NOT NULL,
    created_by integer,
    processed_by integer,
    sale_id integer,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    customer_company text DEFAULT ''::text NOT NULL,
    price_group_id integer,
    CONSTRAINT wholesale_orders_quantity CHECK ((quantity >= 0)),
    CONSTRAINT wholesale_orders_status CHECK ((status = ANY (ARRAY['new'::text, 'in_progress'::text, 'done'::text, 'canceled'::text, 'rejected'::text])))
);
--> statement-breakpoint
-- sequence wholesale_orders_id_seq
CREATE SEQUENCE public.wholesale_orders_id_seq
    AS integer
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1;
--> statement-breakpoint
-- sequence owned by wholesale_orders_id_seq
ALTER SEQUENCE public.wholesale_orders_id_seq OWNED BY public.wholesale_orders.id;
--> statement-breakpoint
-- default auth_tokens id
ALTER TABLE ONLY public.auth_tokens ALTER COLUMN id SET DEFAULT nextval('public.auth_tokens_id_seq'::regclass);
--> statement-breakpoint
-- default balances id
ALTER TABLE ONLY public.balances ALTER COLUMN id SET DEFAULT nextval('public.balances_id_seq'::regclass);
--> statement-breakpoint
-- default barcodes id
ALTER TABLE ONLY public.barcodes ALTER COLUMN id SET DEFAULT nextval('public.barcodes_id_seq'::regclass);
--> statement-breakpoint
-- default booking_lines id
ALTER TABLE ONLY public.booking_lines ALTER COLUMN id SET DEFAULT nextval('public.booking_lines_id_seq'::regclass);
--> statement-breakpoint
-- default bookings id
ALTER TABLE ONLY public.bookings ALTER COLUMN id SET DEFAULT nextval('public.bookings_id_seq'::regclass);
--> statement-breakpoint
-- default cash_desk_currencies id
ALTER TABLE ONLY public.cash_desk_currencies ALTER COLUMN id SET DEFAULT nextval('public.cash_desk_currencies_id_seq'::regclass);
--> statement-breakpoint
-- default cash_desks id
ALTER TABLE ONLY public.cash_desks ALTER COLUMN id SET DEFAULT nextval('public.cash_desks_id_seq'::regclass);
--> statement-breakpoint
-- default companies id
ALTER TABLE ONLY public.companies ALTER COLUMN id SET DEFAULT nextval('public.companies_id_seq'::regclass);
--> statement-breakpoint
-- default company_currencies id
ALTER TABLE ONLY public.company_currencies ALTER COLUMN id SET DEFAULT nextval('public.company_currencies_id_seq'::regclass);
--> statement-breakpoint
-- default consignees id
ALTER TABLE ONLY public.consignees ALTER COLUMN id SET DEFAULT nextval('public.consignees_id_seq'::regclass);
--> statement-breakpoint
-- default currencies id
ALTER TABLE ONLY public.currencies ALTER COLUMN id SET DEFAULT nextval('public.currencies_id_seq'::regclass);
--> statement-breakpoint
-- default currency_exchanges id
ALTER TABLE ONLY public.currency_exchanges ALTER COLUMN id SET DEFAULT nextval('public.currency_exchanges_id_seq'::regclass);
--> statement-breakpoint
-- default customers id
ALTER TABLE ONLY public.customers ALTER COLUMN id SET DEFAULT nextval('public.customers_id_seq'::regclass);
--> statement-breakpoint
-- default debt_coverages id
ALTER TABLE ONLY public.debt_coverages ALTER COLUMN id SET DEFAULT nextval('public.debt_coverages_id_seq'::regclass);
--> statement-breakpoint
-- default debts id
ALTER TABLE ONLY public.debts ALTER COLUMN id SET DEFAULT nextval('public.debts_id_seq'::regclass);
--> statement-breakpoint
-- default employees id
ALTER TABLE ONLY public.employees ALTER COLUMN id SET DEFAULT nextval('public.employees_id_seq'::regclass);
--> statement-breakpoint
-- default factory_transfer_lines id
ALTER TABLE ONLY public.factory_transfer_lines ALTER COLUMN id SET DEFAULT nextval('public.factory_transfer_lines_id_seq'::regclass);
--> statement-breakpoint
-- default factory_transfers id
ALTER TABLE ONLY public.factory_transfers ALTER COLUMN id SET DEFAULT nextval('public.factory_transfers_id_seq'::regclass);
--> statement-breakpoint
-- default financial_requisitions id
ALTER TABLE ONLY public.financial_requisitions ALTER COLUMN id SET DEFAULT nextval('public.financial_requisitions_id_seq'::regclass);
--> statement-breakpoint
-- default login_failures id
ALTER TABLE ONLY public.login_failures ALTER COLUMN id SET DEFAULT nextval('public.login_failures_id_seq'::regclass);
--> statement-breakpoint
-- default money_movements id
ALTER TABLE ONLY public.money_movements ALTER COLUMN id SET DEFAULT nextval('public.money_movements_id_seq'::regclass);
--> statement-breakpoint
-- default place_currencies id
ALTER TABLE ONLY public.place_currencies ALTER COLUMN id SET DEFAULT nextval('public.place_currencies_id_seq'::regclass);
--> statement-breakpoint
-- default place_type_rates id
ALTER TABLE ONLY public.place_type_rates ALTER COLUMN id SET DEFAULT nextval('public.place_type_rates_id_seq'::regclass);
--> statement-breakpoint
-- default place_types id
ALTER TABLE ONLY public.place_types ALTER COLUMN id SET DEFAULT nextval('public.place_types_id_seq'::regclass);
--> statement-breakpoint
-- default placements id
ALTER TABLE ONLY public.placements ALTER COLUMN id SET DEFAULT nextval('public.placements_id_seq'::regclass);
--> statement-breakpoint
-- default places id
ALTER TABLE ONLY public.places ALTER COLUMN id SET DEFAULT nextval('public.places_id_seq'::regclass);
--> statement-breakpoint
-- default price_group_rules id
ALTER TABLE ONLY public.price_group_rules ALTER COLUMN id SET DEFAULT nextval('public.price_group_rules_id_seq'::regclass);
--> statement-breakpoint
-- default price_groups id
ALTER TABLE ONLY public.price_groups ALTER COLUMN id SET DEFAULT nextval('public.price_groups_id_seq'::regclass);
--> statement-breakpoint
-- default product_images id
ALTER TABLE ONLY public.product_images ALTER COLUMN id SET DEFAULT nextval('public.product_images_id_seq'::regclass);
--> statement-breakpoint
-- default product_prices id
ALTER TABLE ONLY public.product_prices ALTER COLUMN id SET DEFAULT nextval('public.product_prices_id_seq'::regclass);
--> statement-breakpoint
-- default product_types id
ALTER TABLE ONLY public.product_types ALTER COLUMN id SET DEFAULT nextval('public.product_types_id_seq'::regclass);
--> statement-breakpoint
-- default products id
ALTER TABLE ONLY public.products ALTER COLUMN id SET DEFAULT nextval('public.products_id_seq'::regclass);
--> statement-breakpoint
-- default reception_lines id
ALTER TABLE ONLY public.reception_lines ALTER COLUMN id SET DEFAULT nextval('public.reception_lines_id_seq'::regclass);
--> statement-breakpoint
-- default receptions id
ALTER TABLE ONLY public.receptions ALTER COLUMN id SET DEFAULT nextval('public.receptions_id_seq'::regclass);
--> statement-breakpoint
-- default requisition_lines id
ALTER TABLE ONLY public.requisition_lines ALTER COLUMN id SET DEFAULT nextval('public.requisition_lines_id_seq'::regclass);
--> statement-breakpoint
-- default requisitions id
ALTER TABLE ONLY public.requisitions ALTER COLUMN id SET DEFAULT nextval('public.requisitions_id_seq'::regclass);
--> statement-breakpoint
-- default salaries id
ALTER TABLE ONLY public.salaries ALTER COLUMN id SET DEFAULT nextval('public.salaries_id_seq'::regclass);
--> statement-breakpoint
-- default sale_lines id
ALTER TABLE ONLY public.sale_lines ALTER COLUMN id SET DEFAULT nextval('public.sale_lines_id_seq'::regclass);
--> statement-breakpoint
-- default sale_payments id
ALTER TABLE ONLY public.sale_payments ALTER COLUMN id SET DEFAULT nextval('public.sale_payments_id_seq'::regclass);
--> statement-breakpoint
-- default sales id
ALTER TABLE ONLY public.sales ALTER COLUMN id SET DEFAULT nextval('public.sales_id_seq'::regclass);
--> statement-breakpoint
-- default size_types id
ALTER TABLE ONLY public.size_types ALTER COLUMN id SET DEFAULT nextval('public.size_types_id_seq'::regclass);
--> statement-breakpoint
-- default sizes id
ALTER TABLE ONLY public.sizes ALTER COLUMN id SET DEFAULT nextval('public.sizes_id_seq'::regclass);
--> statement-breakpoint
-- default stock_movements id
ALTER TABLE ONLY public.stock_movements ALTER COLUMN id SET DEFAULT nextval('public.stock_movements_id_seq'::regclass);
--> statement-breakpoint
-- default stock_unit_deltas id
ALTER TABLE ONLY public.stock_unit_deltas ALTER COLUMN id SET DEFAULT nextval('public.stock_unit_deltas_id_seq'::regclass);
--> statement-breakpoint
-- default tissues id
ALTER TABLE ONLY public.tissues ALTER COLUMN id SET DEFAULT nextval('public.tissues_id_seq'::regclass);
--> statement-breakpoint
-- default transfer_lines id
ALTER TABLE ONLY public.transfer_lines ALTER COLUMN id SET DEFAULT nextval('public.transfer_lines_id_seq'::regclass);
--> statement-breakpoint
-- default transfers id
ALTER TABLE ONLY public.transfers ALTER COLUMN id SET DEFAULT nextval('public.transfers_id_seq'::regclass);
--> statement-breakpoint
-- default wallets id
ALTER TABLE ONLY public.wallets ALTER COLUMN id SET DEFAULT nextval('public.wallets_id_seq'::regclass);
--> statement-breakpoint
-- default wholesale_dictionaries id
ALTER TABLE ONLY public.wholesale_dictionaries ALTER COLUMN id SET DEFAULT nextval('public.wholesale_dictionaries_id_seq'::regclass);
--> statement-breakpoint
-- default wholesale_order_lines id
ALTER TABLE ONLY public.wholesale_order_lines ALTER COLUMN id SET DEFAULT nextval('public.wholesale_order_lines_id_seq'::regclass);
--> statement-breakpoint
-- default wholesale_orders id
ALTER TABLE ONLY public.wholesale_orders ALTER COLUMN id SET DEFAULT nextval('public.wholesale_orders_id_seq'::regclass);
--> statement-breakpoint
-- constraint auth_tokens auth_tokens_pkey
ALTER TABLE ONLY public.auth_tokens
    ADD CONSTRAINT auth_tokens_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint balances balances_pkey
ALTER TABLE ONLY public.balances
    ADD CONSTRAINT balances_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint barcodes barcodes_pkey
ALTER TABLE ONLY public.barcodes
    ADD CONSTRAINT barcodes_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint booking_lines booking_lines_pkey
ALTER TABLE ONLY public.booking_lines
    ADD CONSTRAINT booking_lines_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint bookings bookings_pkey
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint cash_desk_currencies cash_desk_currencies_pkey
ALTER TABLE ONLY public.cash_desk_currencies
    ADD CONSTRAINT cash_desk_currencies_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint cash_desks cash_desks_pkey
ALTER TABLE ONLY public.cash_desks
    ADD CONSTRAINT cash_desks_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint companies companies_pkey
ALTER TABLE ONLY public.companies
    ADD CONSTRAINT companies_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint company_currencies company_currencies_pkey
ALTER TABLE ONLY public.company_currencies
    ADD CONSTRAINT company_currencies_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint consignees consignees_pkey
ALTER TABLE ONLY public.consignees
    ADD CONSTRAINT consignees_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint currencies currencies_name_unique
ALTER TABLE ONLY public.currencies
    ADD CONSTRAINT currencies_name_unique UNIQUE (name);
--> statement-breakpoint
-- constraint currencies currencies_pkey
ALTER TABLE ONLY public.currencies
    ADD CONSTRAINT currencies_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint currency_exchanges currency_exchanges_pkey
ALTER TABLE ONLY public.currency_exchanges
    ADD CONSTRAINT currency_exchanges_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint customers customers_pkey
ALTER TABLE ONLY public.customers
    ADD CONSTRAINT customers_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint debt_coverages debt_coverages_pkey
ALTER TABLE ONLY public.debt_coverages
    ADD CONSTRAINT debt_coverages_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint debts debts_pkey
ALTER TABLE ONLY public.debts
    ADD CONSTRAINT debts_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint employee_places employee_places_employee_id_place_id_pk
ALTER TABLE ONLY public.employee_places
    ADD CONSTRAINT employee_places_employee_id_place_id_pk PRIMARY KEY (employee_id, place_id);
--> statement-breakpoint
-- constraint employees employees_pkey
ALTER TABLE ONLY public.employees
    ADD CONSTRAINT employees_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint factory_transfer_lines factory_transfer_lines_pkey
ALTER TABLE ONLY public.factory_transfer_lines
    ADD CONSTRAINT factory_transfer_lines_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint factory_transfers factory_transfers_pkey
ALTER TABLE ONLY public.factory_transfers
    ADD CONSTRAINT factory_transfers_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint financial_requisitions financial_requisitions_pkey
ALTER TABLE ONLY public.financial_requisitions
    ADD CONSTRAINT financial_requisitions_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint idempotency_keys idempotency_keys_company_id_key_pk
ALTER TABLE ONLY public.idempotency_keys
    ADD CONSTRAINT idempotency_keys_company_id_key_pk PRIMARY KEY (company_id, key);
--> statement-breakpoint
-- constraint login_failures login_failures_pkey
ALTER TABLE ONLY public.login_failures
    ADD CONSTRAINT login_failures_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint login_known_addresses login_known_addresses_username_address_pk
ALTER TABLE ONLY public.login_known_addresses
    ADD CONSTRAINT login_known_addresses_username_address_pk PRIMARY KEY (username, address);
--> statement-breakpoint
-- constraint money_movements money_movements_pkey
ALTER TABLE ONLY public.money_movements
    ADD CONSTRAINT money_movements_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint place_currencies place_currencies_pkey
ALTER TABLE ONLY public.place_currencies
    ADD CONSTRAINT place_currencies_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint place_type_rates place_type_rates_pkey
ALTER TABLE ONLY public.place_type_rates
    ADD CONSTRAINT place_type_rates_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint place_types place_types_pkey
ALTER TABLE ONLY public.place_types
    ADD CONSTRAINT place_types_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint placements placements_pkey
ALTER TABLE ONLY public.placements
    ADD CONSTRAINT placements_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint places places_pkey
ALTER TABLE ONLY public.places
    ADD CONSTRAINT places_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint price_group_rules price_group_rules_pkey
ALTER TABLE ONLY public.price_group_rules
    ADD CONSTRAINT price_group_rules_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint price_groups price_groups_pkey
ALTER TABLE ONLY public.price_groups
    ADD CONSTRAINT price_groups_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint product_group_counts product_group_counts_company_id_type_id_pk
ALTER TABLE ONLY public.product_group_counts
    ADD CONSTRAINT product_group_counts_company_id_type_id_pk PRIMARY KEY (company_id, type_id);
--> statement-breakpoint
-- constraint product_images product_images_pkey
ALTER TABLE ONLY public.product_images
    ADD CONSTRAINT product_images_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint product_online_places product_online_places_product_id_place_id_pk
ALTER TABLE ONLY public.product_online_places
    ADD CONSTRAINT product_online_places_product_id_place_id_pk PRIMARY KEY (product_id, place_id);
--> statement-breakpoint
-- constraint product_prices product_prices_pkey
ALTER TABLE ONLY public.product_prices
    ADD CONSTRAINT product_prices_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint product_types product_types_pkey
ALTER TABLE ONLY public.product_types
    ADD CONSTRAINT product_types_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint products products_pkey
ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint reception_lines reception_lines_pkey
ALTER TABLE ONLY public.reception_lines
    ADD CONSTRAINT reception_lines_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint receptions receptions_pkey
ALTER TABLE ONLY public.receptions
    ADD CONSTRAINT receptions_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint requisition_lines requisition_lines_pkey
ALTER TABLE ONLY public.requisition_lines
    ADD CONSTRAINT requisition_lines_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint requisitions requisitions_pkey
ALTER TABLE ONLY public.requisitions
    ADD CONSTRAINT requisitions_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint salaries salaries_pkey
ALTER TABLE ONLY public.salaries
    ADD CONSTRAINT salaries_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint sale_lines sale_lines_pkey
ALTER TABLE ONLY public.sale_lines
    ADD CONSTRAINT sale_lines_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint sale_payments sale_payments_pkey
ALTER TABLE ONLY public.sale_payments
    ADD CONSTRAINT sale_payments_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint sales sales_pkey
ALTER TABLE ONLY public.sales
    ADD CONSTRAINT sales_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint size_types size_types_pkey
ALTER TABLE ONLY public.size_types
    ADD CONSTRAINT size_types_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint sizes sizes_pkey
ALTER TABLE ONLY public.sizes
    ADD CONSTRAINT sizes_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint stock_movements stock_movements_pkey
ALTER TABLE ONLY public.stock_movements
    ADD CONSTRAINT stock_movements_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint stock_unit_deltas stock_unit_deltas_pkey
ALTER TABLE ONLY public.stock_unit_deltas
    ADD CONSTRAINT stock_unit_deltas_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint stock_unit_totals stock_unit_totals_company_id_place_id_type_id_pk
ALTER TABLE ONLY public.stock_unit_totals
    ADD CONSTRAINT stock_unit_totals_company_id_place_id_type_id_pk PRIMARY KEY (company_id, place_id, type_id);
--> statement-breakpoint
-- constraint tissues tissues_pkey
ALTER TABLE ONLY public.tissues
    ADD CONSTRAINT tissues_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint transfer_lines transfer_lines_pkey
ALTER TABLE ONLY public.transfer_lines
    ADD CONSTRAINT transfer_lines_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint transfers transfers_pkey
ALTER TABLE ONLY public.transfers
    ADD CONSTRAINT transfers_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint uploads uploads_pkey
ALTER TABLE ONLY public.uploads
    ADD CONSTRAINT uploads_pkey PRIMARY KEY (name);
--> statement-breakpoint
-- constraint wallets wallets_pkey
ALTER TABLE ONLY public.wallets
    ADD CONSTRAINT wallets_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint wholesale_dictionaries wholesale_dictionaries_pkey
ALTER TABLE ONLY public.wholesale_dictionaries
    ADD CONSTRAINT wholesale_dictionaries_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint wholesale_order_lines wholesale_order_lines_pkey
ALTER TABLE ONLY public.wholesale_order_lines
    ADD CONSTRAINT wholesale_order_lines_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- constraint wholesale_orders wholesale_orders_pkey
ALTER TABLE ONLY public.wholesale_orders
    ADD CONSTRAINT wholesale_orders_pkey PRIMARY KEY (id);
--> statement-breakpoint
-- index auth_tokens_key_hash
CREATE UNIQUE INDEX auth_tokens_key_hash ON public.auth_tokens USING btree (key_hash);
--> statement-breakpoint
-- index balances_account_currency
CREATE UNIQUE INDEX balances_account_currency ON public.balances USING btree (company_id, account_type, account_id, currency_id);
--> statement-breakpoint
-- index barcodes_company_code
CREATE UNIQUE INDEX barcodes_company_code ON public.barcodes USING btree (company_id, code);
--> statement-breakpoint
-- index barcodes_product_size
CREATE INDEX barcodes_product_size ON public.barcodes USING btree (product_id, size_id);
--> statement-breakpoint
-- index booking_lines_booking
CREATE INDEX booking_lines_booking ON public.booking_lines USING btree (booking_id);
--> statement-breakpoint
-- index booking_lines_booking_item
CREATE UNIQUE INDEX booking_lines_booking_item ON public.booking_lines USING btree (booking_id, product_id, size_id, place_id);
--> statement-breakpoint
-- index booking_lines_product
CREATE INDEX booking_lines_product ON public.booking_lines USING btree (product_id);
--> statement-breakpoint
-- index bookings_company_status
CREATE INDEX bookings_company_status ON public.bookings USING btree (company_id, status, id);
--> statement-breakpoint
-- index bookings_customer_pending
CREATE UNIQUE INDEX bookings_customer_pending ON public.bookings USING btree (customer_id) WHERE (status = 'pending'::text);
--> statement-breakpoint
-- index cash_desk_currencies_item
CREATE UNIQUE INDEX cash_desk_currencies_item ON public.cash_desk_currencies USING btree (cash_desk_id, currency_id);
--> statement-breakpoint
-- index cash_desks_company_date
CREATE INDEX cash_desks_company_date ON public.cash_desks USING btree (company_id, date);
--> statement-breakpoint
-- index cash_desks_place_date_pending
CREATE UNIQUE INDEX cash_desks_place_date_pending ON public.cash_desks USING btree (place_id, date) WHERE (status = 'closed'::text);
--> statement-breakpoint
-- index company_currencies_company_currency
CREATE UNIQUE INDEX company_currencies_company_currency ON public.company_currencies USING btree (company_id, currency_id);
--> statement-breakpoint
-- index company_currencies_one_base
CREATE UNIQUE INDEX company_currencies_one_base ON public.company_currencies USING btree (company_id) WHERE is_base;
--> statement-breakpoint
-- index consignees_customer
CREATE INDEX consignees_customer ON public.consignees USING btree (customer_id);
--> statement-breakpoint
-- index consignees_customer_email
CREATE UNIQUE INDEX consignees_customer_email ON public.consignees USING btree (customer_id, lower(email)) WHERE ((email IS NOT NULL) AND (email <> ''::text));
--> statement-breakpoint
-- index consignees_customer_phone
CREATE UNIQUE INDEX consignees_customer_phone ON public.consignees USING btree (customer_id, phone);
--> statement-breakpoint
-- index currency_exchanges_company_created
CREATE INDEX currency_exchanges_company_created ON public.currency_exchanges USING btree (company_id, created_at);
--> statement-breakpoint
-- index customers_company_email
CREATE UNIQUE INDEX customers_company_email ON public.customers USING btree (company_id, lower(email)) WHERE ((email IS NOT NULL) AND is_active);
--> statement-breakpoint
-- index customers_company_phone
CREATE UNIQUE INDEX customers_company_phone ON public.customers USING btree (company_id, phone);
--> statement-breakpoint
-- index customers_search_trgm
CREATE INDEX customers_search_trgm ON public.customers USING gin ((((((name || ''::text) || COALESCE(phone, ''::text)) || ''::text) || COALESCE(email, ''::text))) public.gin_trgm_ops);
--> statement-breakpoint
-- index debt_coverages_customer
CREATE INDEX debt_coverages_customer ON public.debt_coverages USING btree (customer_id);
--> statement-breakpoint
-- index debt_coverages_debt
CREATE INDEX debt_coverages_debt ON public.debt_coverages USING btree (debt_id);
--> statement-breakpoint
-- index debts_customer
CREATE INDEX debts_customer ON public.debts USING btree (customer_id, status);
--> statement-breakpoint
-- index debts_sale
CREATE UNIQUE INDEX debts_sale ON public.debts USING btree (sale_id);
--> statement-breakpoint
-- index employees_company_phone
CREATE UNIQUE INDEX employees_company_phone ON public.employees USING btree (company_id, phone) WHERE (phone <> ''::text);
--> statement-breakpoint
-- index employees_username
CREATE UNIQUE INDEX employees_username ON public.employees USING btree (lower(username));
--> statement-breakpoint
-- index factory_transfer_lines_transfer
CREATE INDEX factory_transfer_lines_transfer ON public.factory_transfer_lines USING btree (factory_transfer_id);
--> statement-breakpoint
-- index factory_transfers_company_status
CREATE INDEX factory_transfers_company_status ON public.factory_transfers USING btree (company_id, status, id);
--> statement-breakpoint
-- index financial_requisitions_company_status
CREATE INDEX financial_requisitions_company_status ON public.financial_requisitions USING btree (company_id, status, id);
--> statement-breakpoint
-- index idempotency_keys_created
CREATE INDEX idempotency_keys_created ON public.idempotency_keys USING btree (created_at);
--> statement-breakpoint
-- index login_failures_key_at
CREATE INDEX login_failures_key_at ON public.login_failures USING btree (key, at);
--> statement-breakpoint
-- index money_movements_account
CREATE INDEX money_movements_account ON public.money_movements USING btree (company_id, account_type, account_id, currency_id);
--> statement-breakpoint
-- index money_movements_account_created
CREATE INDEX money_movements_account_created ON public.money_movements USING btree (company_id, account_type, account_id, created_at);
--> statement-breakpoint
-- index money_movements_company_created
CREATE INDEX money_movements_company_created ON public.money_movements USING btree (company_id, created_at);
--> statement-breakpoint
-- index place_currencies_place_currency
CREATE UNIQUE INDEX place_currencies_place_currency ON public.place_currencies USING btree (place_id, currency_id);
--> statement-breakpoint
-- index place_type_rates_type_currency
CREATE UNIQUE INDEX place_type_rates_type_currency ON public.place_type_rates USING btree (place_type_id, currency_id);
--> statement-breakpoint
-- index place_types_company_name
CREATE UNIQUE INDEX place_types_company_name ON public.place_types USING btree (company_id, lower(name)) WHERE is_active;
--> statement-breakpoint
-- index placements_place
CREATE INDEX placements_place ON public.placements USING btree (place_id, product_id);
--> statement-breakpoint
-- index placements_product_size_place
CREATE UNIQUE INDEX placements_product_size_place ON public.placements USING btree (product_id, size_id, place_id);
--> statement-breakpoint
-- index places_company
CREATE INDEX places_company ON public.places USING btree (company_id, is_active);
--> statement-breakpoint
-- index price_group_rules_product
CREATE UNIQUE INDEX price_group_rules_product ON public.price_group_rules USING btree (group_id, product_id) WHERE (product_id IS NOT NULL);
--> statement-breakpoint
-- index price_group_rules_type
CREATE UNIQUE INDEX price_group_rules_type ON public.price_group_rules USING btree (group_id, product_type_id) WHERE (product_type_id IS NOT NULL);
--> statement-breakpoint
-- index price_groups_company_name
CREATE UNIQUE INDEX price_groups_company_name ON public.price_groups USING btree (company_id, lower(name)) WHERE is_active;
--> statement-breakpoint
-- index product_images_one_main
CREATE UNIQUE INDEX product_images_one_main ON public.product_images USING btree (product_id) WHERE is_main;
--> statement-breakpoint
-- index product_images_product
CREATE INDEX product_images_product ON public.product_images USING btree (product_id, id);
--> statement-breakpoint
-- index product_prices_product_place_type
CREATE UNIQUE INDEX product_prices_product_place_type ON public.product_prices USING btree (product_id, place_type_id);
--> statement-breakpoint
-- index product_types_company
CREATE INDEX product_types_company ON public.product_types USING btree (company_id, is_active, id);
--> statement-breakpoint
-- index product_types_company_name
CREATE UNIQUE INDEX product_types_company_name ON public.product_types USING btree (company_id, lower(name)) WHERE is_active;
--> statement-breakpoint
-- index products_company_active
CREATE INDEX products_company_active ON public.products USING btree (company_id, is_active, id);
--> statement-breakpoint
-- index products_company_type
CREATE INDEX products_company_type ON public.products USING btree (company_id, type_id, is_active, id);
--> statement-breakpoint
-- index products_search_text_trgm
CREATE INDEX products_search_text_trgm ON public.products USING gin (search_text public.gin_trgm_ops);
--> statement-breakpoint
-- index products_vendor_group
CREATE INDEX products_vendor_group ON public.products USING btree (company_id, vendor_code, type_id, model) WHERE is_active;
--> statement-breakpoint
-- index reception_lines_item
CREATE UNIQUE INDEX reception_lines_item ON public.reception_lines USING btree (reception_id, product_id, size_id);
--> statement-breakpoint
-- index receptions_company
CREATE INDEX receptions_company ON public.receptions USING btree (company_id, id);
--> statement-breakpoint
-- index receptions_company_pending
CREATE INDEX receptions_company_pending ON public.receptions USING btree (company_id) WHERE (accepted_at IS NULL);
--> statement-breakpoint
-- index requisition_lines_item
CREATE UNIQUE INDEX requisition_lines_item ON public.requisition_lines USING btree (requisition_id, product_id, size_id);
--> statement-breakpoint
-- index requisitions_company_status
CREATE INDEX requisitions_company_status ON public.requisitions USING btree (company_id, status, id);
--> statement-breakpoint
-- index salaries_company_created
CREATE INDEX salaries_company_created ON public.salaries USING btree (company_id, created_at);
--> statement-breakpoint
-- index salaries_employee_period
CREATE INDEX salaries_employee_period ON public.salaries USING btree (employee_id, date_after, date_before);
--> statement-breakpoint
-- index sale_lines_sale
CREATE INDEX sale_lines_sale ON public.sale_lines USING btree (sale_id);
--> statement-breakpoint
-- index sale_payments_sale
CREATE INDEX sale_payments_sale ON public.sale_payments USING btree (sale_id);
--> statement-breakpoint
-- index sales_company_created
CREATE INDEX sales_company_created ON public.sales USING btree (company_id, created_at);
--> statement-breakpoint
-- index size_types_company
CREATE INDEX size_types_company ON public.size_types USING btree (company_id, is_active, id);
--> statement-breakpoint
-- index size_types_company_name
CREATE UNIQUE INDEX size_types_company_name ON public.size_types USING btree (company_id, lower(name)) WHERE is_active;
--> statement-breakpoint
-- index sizes_company_type
CREATE INDEX sizes_company_type ON public.sizes USING btree (company_id, type_id, is_active);
--> statement-breakpoint
-- index sizes_type_name
CREATE UNIQUE INDEX sizes_type_name ON public.sizes USING btree (type_id, lower(name)) WHERE is_active;
--> statement-breakpoint
-- index stock_movements_company_created
CREATE INDEX stock_movements_company_created ON public.stock_movements USING btree (company_id, created_at);
--> statement-breakpoint
-- index stock_movements_placement
CREATE INDEX stock_movements_placement ON public.stock_movements USING btree (product_id, size_id, place_id);
--> statement-breakpoint
-- index stock_unit_deltas_company
CREATE INDEX stock_unit_deltas_company ON public.stock_unit_deltas USING btree (company_id, place_id, type_id);
--> statement-breakpoint
-- index tissues_company
CREATE INDEX tissues_company ON public.tissues USING btree (company_id);
--> statement-breakpoint
-- index transfer_lines_item
CREATE UNIQUE INDEX transfer_lines_item ON public.transfer_lines USING btree (transfer_id, product_id, size_id);
--> statement-breakpoint
-- index transfer_lines_product
CREATE INDEX transfer_lines_product ON public.transfer_lines USING btree (product_id);
--> statement-breakpoint
-- index transfers_company_code
CREATE UNIQUE INDEX transfers_company_code ON public.transfers USING btree (company_id, code);
--> statement-breakpoint
-- index transfers_company_status
CREATE INDEX transfers_company_status ON public.transfers USING btree (company_id, status, id);
--> statement-breakpoint
-- index transfers_from_place
CREATE INDEX transfers_from_place ON public.transfers USING btree (from_place_id, status);
--> statement-breakpoint
-- index transfers_to_place
CREATE INDEX transfers_to_place ON public.transfers USING btree (to_place_id, status);
--> statement-breakpoint
-- index uploads_company
CREATE INDEX uploads_company ON public.uploads USING btree (company_id);
--> statement-breakpoint
-- index uploads_created
CREATE INDEX uploads_created ON public.uploads USING btree (created_at);
--> statement-breakpoint
-- index wallets_company_name
CREATE UNIQUE INDEX wallets_company_name ON public.wallets USING btree (company_id, lower(name)) WHERE is_active;
--> statement-breakpoint
-- index wholesale_dictionaries_name
CREATE UNIQUE INDEX wholesale_dictionaries_name ON public.wholesale_dictionaries USING btree (company_id, kind, lower(name)) WHERE is_active;
--> statement-breakpoint
-- index wholesale_order_lines_item
CREATE UNIQUE INDEX wholesale_order_lines_item ON public.wholesale_order_lines USING btree (order_id, product_id, size_id);
--> statement-breakpoint
-- index wholesale_orders_company_created
CREATE INDEX wholesale_orders_company_created ON public.wholesale_orders USING btree (company_id, created_at);
--> statement-breakpoint
-- index wholesale_orders_public_token
CREATE UNIQUE INDEX wholesale_orders_public_token ON public.wholesale_orders USING btree (public_token);
--> statement-breakpoint
-- function placements_unit_deltas()
CREATE FUNCTION public.placements_unit_deltas() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
DECLARE
  t integer;
  d bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN d := NEW.quantity;
  ELSIF TG_OP = 'UPDATE' THEN d := NEW.quantity - OLD.quantity;
  ELSE d := -OLD.quantity;
  END IF;
  IF d = 0 THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT type_id INTO t FROM products WHERE id = OLD.product_id AND is_active;
    IF FOUND THEN INSERT INTO stock_unit_deltas (company_id, place_id, type_id, units) VALUES (OLD.company_id, OLD.place_id, t, d); END IF;
  ELSE
    SELECT type_id INTO t FROM products WHERE id = NEW.product_id AND is_active;
    IF FOUND THEN INSERT INTO stock_unit_deltas (company_id, place_id, type_id, units) VALUES (NEW.company_id, NEW.place_id, t, d); END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- function product_group_counts_apply(integer, integer, text, text, integer, integer)
CREATE FUNCTION public.product_group_counts_apply(p_company integer, p_type integer, p_vendor text, p_model text, p_id integer, p_sign integer) RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
  INSERT INTO product_group_counts (company_id, type_id, products, groups) VALUES (p_company, p_type, 0, 0)
  ON CONFLICT (company_id, type_id) DO NOTHING;
  PERFORM 1 FROM product_group_counts WHERE company_id = p_company AND type_id = p_type FOR UPDATE;
  UPDATE product_group_counts
     SET products = products + p_sign,
         groups = groups + CASE WHEN EXISTS (
           SELECT 1 FROM products
            WHERE company_id = p_company AND is_active AND vendor_code = p_vendor AND type_id = p_type AND model = p_model AND id <> p_id
         ) THEN 0 ELSE p_sign END
   WHERE company_id = p_company AND type_id = p_type;
END
$$;
--> statement-breakpoint
-- function products_group_counts()
CREATE FUNCTION public.products_group_counts() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.is_active THEN PERFORM product_group_counts_apply(NEW.company_id, NEW.type_id, NEW.vendor_code, NEW.model, NEW.id, 1); END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.is_active THEN PERFORM product_group_counts_apply(OLD.company_id, OLD.type_id, OLD.vendor_code, OLD.model, OLD.id, -1); END IF;
  ELSIF (OLD.is_active, OLD.company_id, OLD.type_id, OLD.vendor_code, OLD.model) IS DISTINCT FROM (NEW.is_active, NEW.company_id, NEW.type_id, NEW.vendor_code, NEW.model) THEN
    IF (OLD.is_active, OLD.type_id) IS DISTINCT FROM (NEW.is_active, NEW.type_id) THEN
      PERFORM stock_units_move_product(OLD, NEW);
    END IF;
    -- take the two counter rows in type order, so two opposite type changes cannot deadlock
    IF OLD.is_active AND NEW.is_active AND OLD.type_id > NEW.type_id THEN
      PERFORM product_group_counts_apply(NEW.company_id, NEW.type_id, NEW.vendor_code, NEW.model, NEW.id, 1);
      PERFORM product_group_counts_apply(OLD.company_id, OLD.type_id, OLD.vendor_code, OLD.model, OLD.id, -1);
    ELSE
      IF OLD.is_active THEN PERFORM product_group_counts_apply(OLD.company_id, OLD.type_id, OLD.vendor_code, OLD.model, OLD.id, -1); END IF;
      IF NEW.is_active THEN PERFORM product_group_counts_apply(NEW.company_id, NEW.type_id, NEW.vendor_code, NEW.model, NEW.id, 1); END IF;
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- function stock_unit_totals_compact(integer)
CREATE FUNCTION public.stock_unit_totals_compact(p_company integer) RETURNS void
    LANGUAGE sql
    AS $$
  WITH moved AS (
    DELETE FROM stock_unit_deltas WHERE company_id = p_company RETURNING place_id, type_id, units
  )
  INSERT INTO stock_unit_totals (company_id, place_id, type_id, units)
  SELECT p_company, place_id, type_id, sum(units) FROM moved GROUP BY place_id, type_id ORDER BY place_id, type_id
  ON CONFLICT (company_id, place_id, type_id) DO UPDATE SET units = stock_unit_totals.units + excluded.units;
$$;
--> statement-breakpoint
-- function stock_units_move_product(public.products, public.products)
CREATE FUNCTION public.stock_units_move_product(o public.products, n public.products) RETURNS void
    LANGUAGE plpgsql
    AS $$
BEGIN
  PERFORM 1 FROM placements WHERE product_id = n.id ORDER BY size_id, place_id FOR UPDATE;
  IF o.is_active THEN
    INSERT INTO stock_unit_deltas (company_id, place_id, type_id, units)
    SELECT o.company_id, place_id, o.type_id, -sum(quantity) FROM placements WHERE product_id = o.id GROUP BY place_id HAVING sum(quantity) <> 0;
  END IF;
  IF n.is_active THEN
    INSERT INTO stock_unit_deltas (company_id, place_id, type_id, units)
    SELECT n.company_id, place_id, n.type_id, sum(quantity) FROM placements WHERE product_id = n.id GROUP BY place_id HAVING sum(quantity) <> 0;
  END IF;
END
$$;
--> statement-breakpoint
-- trigger placements placements_unit_deltas
CREATE TRIGGER placements_unit_deltas AFTER INSERT OR DELETE OR UPDATE OF quantity ON public.placements FOR EACH ROW EXECUTE FUNCTION public.placements_unit_deltas();
--> statement-breakpoint
-- trigger products products_group_counts
CREATE TRIGGER products_group_counts AFTER INSERT OR DELETE OR UPDATE ON public.products FOR EACH ROW EXECUTE FUNCTION public.products_group_counts();
--> statement-breakpoint
-- fk constraint auth_tokens auth_tokens_employee_id_employees_id_fk
ALTER TABLE ONLY public.auth_tokens
    ADD CONSTRAINT auth_tokens_employee_id_employees_id_fk FOREIGN KEY (employee_id) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint balances balances_company_id_companies_id_fk
ALTER TABLE ONLY public.balances
    ADD CONSTRAINT balances_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint balances balances_currency_id_currencies_id_fk
ALTER TABLE ONLY public.balances
    ADD CONSTRAINT balances_currency_id_currencies_id_fk FOREIGN KEY (currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint barcodes barcodes_company_id_companies_id_fk
ALTER TABLE ONLY public.barcodes
    ADD CONSTRAINT barcodes_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint barcodes barcodes_product_id_products_id_fk
ALTER TABLE ONLY public.barcodes
    ADD CONSTRAINT barcodes_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id);
--> statement-breakpoint
-- fk constraint barcodes barcodes_size_id_sizes_id_fk
ALTER TABLE ONLY public.barcodes
    ADD CONSTRAINT barcodes_size_id_sizes_id_fk FOREIGN KEY (size_id) REFERENCES public.sizes(id);
--> statement-breakpoint
-- fk constraint booking_lines booking_lines_booking_id_bookings_id_fk
ALTER TABLE ONLY public.booking_lines
    ADD CONSTRAINT booking_lines_booking_id_bookings_id_fk FOREIGN KEY (booking_id) REFERENCES public.bookings(id);
--> statement-breakpoint
-- fk constraint booking_lines booking_lines_place_id_places_id_fk
ALTER TABLE ONLY public.booking_lines
    ADD CONSTRAINT booking_lines_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint booking_lines booking_lines_product_id_products_id_fk
ALTER TABLE ONLY public.booking_lines
    ADD CONSTRAINT booking_lines_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id);
--> statement-breakpoint
-- fk constraint booking_lines booking_lines_size_id_sizes_id_fk
ALTER TABLE ONLY public.booking_lines
    ADD CONSTRAINT booking_lines_size_id_sizes_id_fk FOREIGN KEY (size_id) REFERENCES public.sizes(id);
--> statement-breakpoint
-- fk constraint bookings bookings_company_id_companies_id_fk
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint bookings bookings_customer_id_customers_id_fk
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_customer_id_customers_id_fk FOREIGN KEY (customer_id) REFERENCES public.customers(id);
--> statement-breakpoint
-- fk constraint bookings bookings_employee_id_employees_id_fk
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_employee_id_employees_id_fk FOREIGN KEY (employee_id) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint bookings bookings_extra_service_currency_id_currencies_id_fk
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_extra_service_currency_id_currencies_id_fk FOREIGN KEY (extra_service_currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint bookings bookings_place_id_places_id_fk
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint bookings bookings_prepayment_currency_id_currencies_id_fk
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_prepayment_currency_id_currencies_id_fk FOREIGN KEY (prepayment_currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint bookings bookings_sale_id_sales_id_fk
ALTER TABLE ONLY public.bookings
    ADD CONSTRAINT bookings_sale_id_sales_id_fk FOREIGN KEY (sale_id) REFERENCES public.sales(id);
--> statement-breakpoint
-- fk constraint cash_desk_currencies cash_desk_currencies_cash_desk_id_cash_desks_id_fk
ALTER TABLE ONLY public.cash_desk_currencies
    ADD CONSTRAINT cash_desk_currencies_cash_desk_id_cash_desks_id_fk FOREIGN KEY (cash_desk_id) REFERENCES public.cash_desks(id) ON DELETE CASCADE;
--> statement-breakpoint
-- fk constraint cash_desk_currencies cash_desk_currencies_currency_id_currencies_id_fk
ALTER TABLE ONLY public.cash_desk_currencies
    ADD CONSTRAINT cash_desk_currencies_currency_id_currencies_id_fk FOREIGN KEY (currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint cash_desks cash_desks_closed_by_employees_id_fk
ALTER TABLE ONLY public.cash_desks
    ADD CONSTRAINT cash_desks_closed_by_employees_id_fk FOREIGN KEY (closed_by) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint cash_desks cash_desks_company_id_companies_id_fk
ALTER TABLE ONLY public.cash_desks
    ADD CONSTRAINT cash_desks_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint cash_desks cash_desks_confirmed_by_employees_id_fk
ALTER TABLE ONLY public.cash_desks
    ADD CONSTRAINT cash_desks_confirmed_by_employees_id_fk FOREIGN KEY (confirmed_by) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint cash_desks cash_desks_place_id_places_id_fk
ALTER TABLE ONLY public.cash_desks
    ADD CONSTRAINT cash_desks_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint company_currencies company_currencies_company_id_companies_id_fk
ALTER TABLE ONLY public.company_currencies
    ADD CONSTRAINT company_currencies_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint company_currencies company_currencies_currency_id_currencies_id_fk
ALTER TABLE ONLY public.company_currencies
    ADD CONSTRAINT company_currencies_currency_id_currencies_id_fk FOREIGN KEY (currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint consignees consignees_company_id_companies_id_fk
ALTER TABLE ONLY public.consignees
    ADD CONSTRAINT consignees_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint consignees consignees_customer_id_customers_id_fk
ALTER TABLE ONLY public.consignees
    ADD CONSTRAINT consignees_customer_id_customers_id_fk FOREIGN KEY (customer_id) REFERENCES public.customers(id);
--> statement-breakpoint
-- fk constraint currency_exchanges currency_exchanges_company_id_companies_id_fk
ALTER TABLE ONLY public.currency_exchanges
    ADD CONSTRAINT currency_exchanges_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint currency_exchanges currency_exchanges_employee_id_employees_id_fk
ALTER TABLE ONLY public.currency_exchanges
    ADD CONSTRAINT currency_exchanges_employee_id_employees_id_fk FOREIGN KEY (employee_id) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint currency_exchanges currency_exchanges_from_currency_id_currencies_id_fk
ALTER TABLE ONLY public.currency_exchanges
    ADD CONSTRAINT currency_exchanges_from_currency_id_currencies_id_fk FOREIGN KEY (from_currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint currency_exchanges currency_exchanges_to_currency_id_currencies_id_fk
ALTER TABLE ONLY public.currency_exchanges
    ADD CONSTRAINT currency_exchanges_to_currency_id_currencies_id_fk FOREIGN KEY (to_currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint customers customers_company_id_companies_id_fk
ALTER TABLE ONLY public.customers
    ADD CONSTRAINT customers_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint debt_coverages debt_coverages_company_id_companies_id_fk
ALTER TABLE ONLY public.debt_coverages
    ADD CONSTRAINT debt_coverages_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint debt_coverages debt_coverages_currency_id_currencies_id_fk
ALTER TABLE ONLY public.debt_coverages
    ADD CONSTRAINT debt_coverages_currency_id_currencies_id_fk FOREIGN KEY (currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint debt_coverages debt_coverages_customer_id_customers_id_fk
ALTER TABLE ONLY public.debt_coverages
    ADD CONSTRAINT debt_coverages_customer_id_customers_id_fk FOREIGN KEY (customer_id) REFERENCES public.customers(id);
--> statement-breakpoint
-- fk constraint debt_coverages debt_coverages_debt_id_debts_id_fk
ALTER TABLE ONLY public.debt_coverages
    ADD CONSTRAINT debt_coverages_debt_id_debts_id_fk FOREIGN KEY (debt_id) REFERENCES public.debts(id);
--> statement-breakpoint
-- fk constraint debt_coverages debt_coverages_employee_id_employees_id_fk
ALTER TABLE ONLY public.debt_coverages
    ADD CONSTRAINT debt_coverages_employee_id_employees_id_fk FOREIGN KEY (employee_id) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint debt_coverages debt_coverages_place_id_places_id_fk
ALTER TABLE ONLY public.debt_coverages
    ADD CONSTRAINT debt_coverages_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint debts debts_company_id_companies_id_fk
ALTER TABLE ONLY public.debts
    ADD CONSTRAINT debts_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint debts debts_currency_id_currencies_id_fk
ALTER TABLE ONLY public.debts
    ADD CONSTRAINT debts_currency_id_currencies_id_fk FOREIGN KEY (currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint debts debts_customer_id_customers_id_fk
ALTER TABLE ONLY public.debts
    ADD CONSTRAINT debts_customer_id_customers_id_fk FOREIGN KEY (customer_id) REFERENCES public.customers(id);
--> statement-breakpoint
-- fk constraint debts debts_sale_id_sales_id_fk
ALTER TABLE ONLY public.debts
    ADD CONSTRAINT debts_sale_id_sales_id_fk FOREIGN KEY (sale_id) REFERENCES public.sales(id);
--> statement-breakpoint
-- fk constraint employee_places employee_places_employee_id_employees_id_fk
ALTER TABLE ONLY public.employee_places
    ADD CONSTRAINT employee_places_employee_id_employees_id_fk FOREIGN KEY (employee_id) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint employee_places employee_places_place_id_places_id_fk
ALTER TABLE ONLY public.employee_places
    ADD CONSTRAINT employee_places_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint employees employees_company_id_companies_id_fk
ALTER TABLE ONLY public.employees
    ADD CONSTRAINT employees_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint employees employees_current_workplace_id_places_id_fk
ALTER TABLE ONLY public.employees
    ADD CONSTRAINT employees_current_workplace_id_places_id_fk FOREIGN KEY (current_workplace_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint employees employees_salary_currency_id_currencies_id_fk
ALTER TABLE ONLY public.employees
    ADD CONSTRAINT employees_salary_currency_id_currencies_id_fk FOREIGN KEY (salary_currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint factory_transfer_lines factory_transfer_lines_factory_transfer_id_factory_transfers_id
ALTER TABLE ONLY public.factory_transfer_lines
    ADD CONSTRAINT factory_transfer_lines_factory_transfer_id_factory_transfers_id FOREIGN KEY (factory_transfer_id) REFERENCES public.factory_transfers(id) ON DELETE CASCADE;
--> statement-breakpoint
-- fk constraint factory_transfers factory_transfers_company_id_companies_id_fk
ALTER TABLE ONLY public.factory_transfers
    ADD CONSTRAINT factory_transfers_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint factory_transfers factory_transfers_created_by_employees_id_fk
ALTER TABLE ONLY public.factory_transfers
    ADD CONSTRAINT factory_transfers_created_by_employees_id_fk FOREIGN KEY (created_by) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint factory_transfers factory_transfers_place_id_places_id_fk
ALTER TABLE ONLY public.factory_transfers
    ADD CONSTRAINT factory_transfers_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint factory_transfers factory_transfers_processed_by_employees_id_fk
ALTER TABLE ONLY public.factory_transfers
    ADD CONSTRAINT factory_transfers_processed_by_employees_id_fk FOREIGN KEY (processed_by) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint financial_requisitions financial_requisitions_applicant_id_employees_id_fk
ALTER TABLE ONLY public.financial_requisitions
    ADD CONSTRAINT financial_requisitions_applicant_id_employees_id_fk FOREIGN KEY (applicant_id) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint financial_requisitions financial_requisitions_company_id_companies_id_fk
ALTER TABLE ONLY public.financial_requisitions
    ADD CONSTRAINT financial_requisitions_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint financial_requisitions financial_requisitions_currency_id_currencies_id_fk
ALTER TABLE ONLY public.financial_requisitions
    ADD CONSTRAINT financial_requisitions_currency_id_currencies_id_fk FOREIGN KEY (currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint financial_requisitions financial_requisitions_decided_by_employees_id_fk
ALTER TABLE ONLY public.financial_requisitions
    ADD CONSTRAINT financial_requisitions_decided_by_employees_id_fk FOREIGN KEY (decided_by) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint idempotency_keys idempotency_keys_company_id_companies_id_fk
ALTER TABLE ONLY public.idempotency_keys
    ADD CONSTRAINT idempotency_keys_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint idempotency_keys idempotency_keys_employee_id_employees_id_fk
ALTER TABLE ONLY public.idempotency_keys
    ADD CONSTRAINT idempotency_keys_employee_id_employees_id_fk FOREIGN KEY (employee_id) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint money_movements money_movements_company_id_companies_id_fk
ALTER TABLE ONLY public.money_movements
    ADD CONSTRAINT money_movements_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint money_movements money_movements_currency_id_currencies_id_fk
ALTER TABLE ONLY public.money_movements
    ADD CONSTRAINT money_movements_currency_id_currencies_id_fk FOREIGN KEY (currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint money_movements money_movements_employee_id_employees_id_fk
ALTER TABLE ONLY public.money_movements
    ADD CONSTRAINT money_movements_employee_id_employees_id_fk FOREIGN KEY (employee_id) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint place_currencies place_currencies_company_id_companies_id_fk
ALTER TABLE ONLY public.place_currencies
    ADD CONSTRAINT place_currencies_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint place_currencies place_currencies_currency_id_currencies_id_fk
ALTER TABLE ONLY public.place_currencies
    ADD CONSTRAINT place_currencies_currency_id_currencies_id_fk FOREIGN KEY (currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint place_currencies place_currencies_place_id_places_id_fk
ALTER TABLE ONLY public.place_currencies
    ADD CONSTRAINT place_currencies_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint place_type_rates place_type_rates_company_id_companies_id_fk
ALTER TABLE ONLY public.place_type_rates
    ADD CONSTRAINT place_type_rates_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint place_type_rates place_type_rates_currency_id_currencies_id_fk
ALTER TABLE ONLY public.place_type_rates
    ADD CONSTRAINT place_type_rates_currency_id_currencies_id_fk FOREIGN KEY (currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint place_type_rates place_type_rates_place_type_id_place_types_id_fk
ALTER TABLE ONLY public.place_type_rates
    ADD CONSTRAINT place_type_rates_place_type_id_place_types_id_fk FOREIGN KEY (place_type_id) REFERENCES public.place_types(id);
--> statement-breakpoint
-- fk constraint place_types place_types_company_id_companies_id_fk
ALTER TABLE ONLY public.place_types
    ADD CONSTRAINT place_types_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint placements placements_company_id_companies_id_fk
ALTER TABLE ONLY public.placements
    ADD CONSTRAINT placements_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint placements placements_place_id_places_id_fk
ALTER TABLE ONLY public.placements
    ADD CONSTRAINT placements_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint placements placements_product_id_products_id_fk
ALTER TABLE ONLY public.placements
    ADD CONSTRAINT placements_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id);
--> statement-breakpoint
-- fk constraint placements placements_size_id_sizes_id_fk
ALTER TABLE ONLY public.placements
    ADD CONSTRAINT placements_size_id_sizes_id_fk FOREIGN KEY (size_id) REFERENCES public.sizes(id);
--> statement-breakpoint
-- fk constraint places places_company_id_companies_id_fk
ALTER TABLE ONLY public.places
    ADD CONSTRAINT places_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint places places_type_id_place_types_id_fk
ALTER TABLE ONLY public.places
    ADD CONSTRAINT places_type_id_place_types_id_fk FOREIGN KEY (type_id) REFERENCES public.place_types(id);
--> statement-breakpoint
-- fk constraint price_group_rules price_group_rules_group_id_price_groups_id_fk
ALTER TABLE ONLY public.price_group_rules
    ADD CONSTRAINT price_group_rules_group_id_price_groups_id_fk FOREIGN KEY (group_id) REFERENCES public.price_groups(id) ON DELETE CASCADE;
--> statement-breakpoint
-- fk constraint price_group_rules price_group_rules_product_id_products_id_fk
ALTER TABLE ONLY public.price_group_rules
    ADD CONSTRAINT price_group_rules_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id);
--> statement-breakpoint
-- fk constraint price_group_rules price_group_rules_product_type_id_product_types_id_fk
ALTER TABLE ONLY public.price_group_rules
    ADD CONSTRAINT price_group_rules_product_type_id_product_types_id_fk FOREIGN KEY (product_type_id) REFERENCES public.product_types(id);
--> statement-breakpoint
-- fk constraint price_groups price_groups_company_id_companies_id_fk
ALTER TABLE ONLY public.price_groups
    ADD CONSTRAINT price_groups_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint product_group_counts product_group_counts_company_id_companies_id_fk
ALTER TABLE ONLY public.product_group_counts
    ADD CONSTRAINT product_group_counts_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint product_group_counts product_group_counts_type_id_product_types_id_fk
ALTER TABLE ONLY public.product_group_counts
    ADD CONSTRAINT product_group_counts_type_id_product_types_id_fk FOREIGN KEY (type_id) REFERENCES public.product_types(id);
--> statement-breakpoint
-- fk constraint product_images product_images_company_id_companies_id_fk
ALTER TABLE ONLY public.product_images
    ADD CONSTRAINT product_images_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint product_images product_images_product_id_products_id_fk
ALTER TABLE ONLY public.product_images
    ADD CONSTRAINT product_images_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id);
--> statement-breakpoint
-- fk constraint product_online_places product_online_places_place_id_places_id_fk
ALTER TABLE ONLY public.product_online_places
    ADD CONSTRAINT product_online_places_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint product_online_places product_online_places_product_id_products_id_fk
ALTER TABLE ONLY public.product_online_places
    ADD CONSTRAINT product_online_places_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id);
--> statement-breakpoint
-- fk constraint product_prices product_prices_company_id_companies_id_fk
ALTER TABLE ONLY public.product_prices
    ADD CONSTRAINT product_prices_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint product_prices product_prices_place_type_id_place_types_id_fk
ALTER TABLE ONLY public.product_prices
    ADD CONSTRAINT product_prices_place_type_id_place_types_id_fk FOREIGN KEY (place_type_id) REFERENCES public.place_types(id);
--> statement-breakpoint
-- fk constraint product_prices product_prices_product_id_products_id_fk
ALTER TABLE ONLY public.product_prices
    ADD CONSTRAINT product_prices_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id);
--> statement-breakpoint
-- fk constraint product_types product_types_company_id_companies_id_fk
ALTER TABLE ONLY public.product_types
    ADD CONSTRAINT product_types_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint products products_company_id_companies_id_fk
ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint products products_type_id_product_types_id_fk
ALTER TABLE ONLY public.products
    ADD CONSTRAINT products_type_id_product_types_id_fk FOREIGN KEY (type_id) REFERENCES public.product_types(id);
--> statement-breakpoint
-- fk constraint reception_lines reception_lines_product_id_products_id_fk
ALTER TABLE ONLY public.reception_lines
    ADD CONSTRAINT reception_lines_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id);
--> statement-breakpoint
-- fk constraint reception_lines reception_lines_reception_id_receptions_id_fk
ALTER TABLE ONLY public.reception_lines
    ADD CONSTRAINT reception_lines_reception_id_receptions_id_fk FOREIGN KEY (reception_id) REFERENCES public.receptions(id) ON DELETE CASCADE;
--> statement-breakpoint
-- fk constraint reception_lines reception_lines_size_id_sizes_id_fk
ALTER TABLE ONLY public.reception_lines
    ADD CONSTRAINT reception_lines_size_id_sizes_id_fk FOREIGN KEY (size_id) REFERENCES public.sizes(id);
--> statement-breakpoint
-- fk constraint receptions receptions_accepted_by_employees_id_fk
ALTER TABLE ONLY public.receptions
    ADD CONSTRAINT receptions_accepted_by_employees_id_fk FOREIGN KEY (accepted_by) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint receptions receptions_company_id_companies_id_fk
ALTER TABLE ONLY public.receptions
    ADD CONSTRAINT receptions_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint receptions receptions_created_by_employees_id_fk
ALTER TABLE ONLY public.receptions
    ADD CONSTRAINT receptions_created_by_employees_id_fk FOREIGN KEY (created_by) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint receptions receptions_place_id_places_id_fk
ALTER TABLE ONLY public.receptions
    ADD CONSTRAINT receptions_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint requisition_lines requisition_lines_product_id_products_id_fk
ALTER TABLE ONLY public.requisition_lines
    ADD CONSTRAINT requisition_lines_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id);
--> statement-breakpoint
-- fk constraint requisition_lines requisition_lines_requisition_id_requisitions_id_fk
ALTER TABLE ONLY public.requisition_lines
    ADD CONSTRAINT requisition_lines_requisition_id_requisitions_id_fk FOREIGN KEY (requisition_id) REFERENCES public.requisitions(id) ON DELETE CASCADE;
--> statement-breakpoint
-- fk constraint requisition_lines requisition_lines_size_id_sizes_id_fk
ALTER TABLE ONLY public.requisition_lines
    ADD CONSTRAINT requisition_lines_size_id_sizes_id_fk FOREIGN KEY (size_id) REFERENCES public.sizes(id);
--> statement-breakpoint
-- fk constraint requisitions requisitions_applicant_id_employees_id_fk
ALTER TABLE ONLY public.requisitions
    ADD CONSTRAINT requisitions_applicant_id_employees_id_fk FOREIGN KEY (applicant_id) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint requisitions requisitions_company_id_companies_id_fk
ALTER TABLE ONLY public.requisitions
    ADD CONSTRAINT requisitions_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint requisitions requisitions_decided_by_employees_id_fk
ALTER TABLE ONLY public.requisitions
    ADD CONSTRAINT requisitions_decided_by_employees_id_fk FOREIGN KEY (decided_by) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint requisitions requisitions_place_id_places_id_fk
ALTER TABLE ONLY public.requisitions
    ADD CONSTRAINT requisitions_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint requisitions requisitions_transfer_id_transfers_id_fk
ALTER TABLE ONLY public.requisitions
    ADD CONSTRAINT requisitions_transfer_id_transfers_id_fk FOREIGN KEY (transfer_id) REFERENCES public.transfers(id);
--> statement-breakpoint
-- fk constraint salaries salaries_company_id_companies_id_fk
ALTER TABLE ONLY public.salaries
    ADD CONSTRAINT salaries_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint salaries salaries_currency_id_currencies_id_fk
ALTER TABLE ONLY public.salaries
    ADD CONSTRAINT salaries_currency_id_currencies_id_fk FOREIGN KEY (currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint salaries salaries_employee_id_employees_id_fk
ALTER TABLE ONLY public.salaries
    ADD CONSTRAINT salaries_employee_id_employees_id_fk FOREIGN KEY (employee_id) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint salaries salaries_paid_by_employees_id_fk
ALTER TABLE ONLY public.salaries
    ADD CONSTRAINT salaries_paid_by_employees_id_fk FOREIGN KEY (paid_by) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint salaries salaries_wallet_id_wallets_id_fk
ALTER TABLE ONLY public.salaries
    ADD CONSTRAINT salaries_wallet_id_wallets_id_fk FOREIGN KEY (wallet_id) REFERENCES public.wallets(id);
--> statement-breakpoint
-- fk constraint sale_lines sale_lines_place_id_places_id_fk
ALTER TABLE ONLY public.sale_lines
    ADD CONSTRAINT sale_lines_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint sale_lines sale_lines_product_id_products_id_fk
ALTER TABLE ONLY public.sale_lines
    ADD CONSTRAINT sale_lines_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id);
--> statement-breakpoint
-- fk constraint sale_lines sale_lines_sale_id_sales_id_fk
ALTER TABLE ONLY public.sale_lines
    ADD CONSTRAINT sale_lines_sale_id_sales_id_fk FOREIGN KEY (sale_id) REFERENCES public.sales(id);
--> statement-breakpoint
-- fk constraint sale_lines sale_lines_size_id_sizes_id_fk
ALTER TABLE ONLY public.sale_lines
    ADD CONSTRAINT sale_lines_size_id_sizes_id_fk FOREIGN KEY (size_id) REFERENCES public.sizes(id);
--> statement-breakpoint
-- fk constraint sale_payments sale_payments_currency_id_currencies_id_fk
ALTER TABLE ONLY public.sale_payments
    ADD CONSTRAINT sale_payments_currency_id_currencies_id_fk FOREIGN KEY (currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint sale_payments sale_payments_sale_id_sales_id_fk
ALTER TABLE ONLY public.sale_payments
    ADD CONSTRAINT sale_payments_sale_id_sales_id_fk FOREIGN KEY (sale_id) REFERENCES public.sales(id);
--> statement-breakpoint
-- fk constraint sales sales_balance_currency_id_currencies_id_fk
ALTER TABLE ONLY public.sales
    ADD CONSTRAINT sales_balance_currency_id_currencies_id_fk FOREIGN KEY (balance_currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint sales sales_change_currency_id_currencies_id_fk
ALTER TABLE ONLY public.sales
    ADD CONSTRAINT sales_change_currency_id_currencies_id_fk FOREIGN KEY (change_currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint sales sales_company_id_companies_id_fk
ALTER TABLE ONLY public.sales
    ADD CONSTRAINT sales_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint sales sales_currency_id_currencies_id_fk
ALTER TABLE ONLY public.sales
    ADD CONSTRAINT sales_currency_id_currencies_id_fk FOREIGN KEY (currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint sales sales_customer_id_customers_id_fk
ALTER TABLE ONLY public.sales
    ADD CONSTRAINT sales_customer_id_customers_id_fk FOREIGN KEY (customer_id) REFERENCES public.customers(id);
--> statement-breakpoint
-- fk constraint sales sales_employee_id_employees_id_fk
ALTER TABLE ONLY public.sales
    ADD CONSTRAINT sales_employee_id_employees_id_fk FOREIGN KEY (employee_id) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint sales sales_extra_service_currency_id_currencies_id_fk
ALTER TABLE ONLY public.sales
    ADD CONSTRAINT sales_extra_service_currency_id_currencies_id_fk FOREIGN KEY (extra_service_currency_id) REFERENCES public.currencies(id);
--> statement-breakpoint
-- fk constraint sales sales_place_id_places_id_fk
ALTER TABLE ONLY public.sales
    ADD CONSTRAINT sales_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint size_types size_types_company_id_companies_id_fk
ALTER TABLE ONLY public.size_types
    ADD CONSTRAINT size_types_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint sizes sizes_company_id_companies_id_fk
ALTER TABLE ONLY public.sizes
    ADD CONSTRAINT sizes_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint sizes sizes_type_id_size_types_id_fk
ALTER TABLE ONLY public.sizes
    ADD CONSTRAINT sizes_type_id_size_types_id_fk FOREIGN KEY (type_id) REFERENCES public.size_types(id);
--> statement-breakpoint
-- fk constraint stock_movements stock_movements_company_id_companies_id_fk
ALTER TABLE ONLY public.stock_movements
    ADD CONSTRAINT stock_movements_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint stock_movements stock_movements_employee_id_employees_id_fk
ALTER TABLE ONLY public.stock_movements
    ADD CONSTRAINT stock_movements_employee_id_employees_id_fk FOREIGN KEY (employee_id) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint stock_movements stock_movements_place_id_places_id_fk
ALTER TABLE ONLY public.stock_movements
    ADD CONSTRAINT stock_movements_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint stock_movements stock_movements_product_id_products_id_fk
ALTER TABLE ONLY public.stock_movements
    ADD CONSTRAINT stock_movements_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id);
--> statement-breakpoint
-- fk constraint stock_movements stock_movements_size_id_sizes_id_fk
ALTER TABLE ONLY public.stock_movements
    ADD CONSTRAINT stock_movements_size_id_sizes_id_fk FOREIGN KEY (size_id) REFERENCES public.sizes(id);
--> statement-breakpoint
-- fk constraint stock_unit_totals stock_unit_totals_company_id_companies_id_fk
ALTER TABLE ONLY public.stock_unit_totals
    ADD CONSTRAINT stock_unit_totals_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint stock_unit_totals stock_unit_totals_place_id_places_id_fk
ALTER TABLE ONLY public.stock_unit_totals
    ADD CONSTRAINT stock_unit_totals_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint stock_unit_totals stock_unit_totals_type_id_product_types_id_fk
ALTER TABLE ONLY public.stock_unit_totals
    ADD CONSTRAINT stock_unit_totals_type_id_product_types_id_fk FOREIGN KEY (type_id) REFERENCES public.product_types(id);
--> statement-breakpoint
-- fk constraint tissues tissues_company_id_companies_id_fk
ALTER TABLE ONLY public.tissues
    ADD CONSTRAINT tissues_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint transfer_lines transfer_lines_product_id_products_id_fk
ALTER TABLE ONLY public.transfer_lines
    ADD CONSTRAINT transfer_lines_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id);
--> statement-breakpoint
-- fk constraint transfer_lines transfer_lines_size_id_sizes_id_fk
ALTER TABLE ONLY public.transfer_lines
    ADD CONSTRAINT transfer_lines_size_id_sizes_id_fk FOREIGN KEY (size_id) REFERENCES public.sizes(id);
--> statement-breakpoint
-- fk constraint transfer_lines transfer_lines_transfer_id_transfers_id_fk
ALTER TABLE ONLY public.transfer_lines
    ADD CONSTRAINT transfer_lines_transfer_id_transfers_id_fk FOREIGN KEY (transfer_id) REFERENCES public.transfers(id) ON DELETE CASCADE;
--> statement-breakpoint
-- fk constraint transfers transfers_accepted_by_employees_id_fk
ALTER TABLE ONLY public.transfers
    ADD CONSTRAINT transfers_accepted_by_employees_id_fk FOREIGN KEY (accepted_by) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint transfers transfers_company_id_companies_id_fk
ALTER TABLE ONLY public.transfers
    ADD CONSTRAINT transfers_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint transfers transfers_created_by_employees_id_fk
ALTER TABLE ONLY public.transfers
    ADD CONSTRAINT transfers_created_by_employees_id_fk FOREIGN KEY (created_by) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint transfers transfers_from_place_id_places_id_fk
ALTER TABLE ONLY public.transfers
    ADD CONSTRAINT transfers_from_place_id_places_id_fk FOREIGN KEY (from_place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint transfers transfers_sent_by_employees_id_fk
ALTER TABLE ONLY public.transfers
    ADD CONSTRAINT transfers_sent_by_employees_id_fk FOREIGN KEY (sent_by) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint transfers transfers_to_place_id_places_id_fk
ALTER TABLE ONLY public.transfers
    ADD CONSTRAINT transfers_to_place_id_places_id_fk FOREIGN KEY (to_place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint uploads uploads_company_id_companies_id_fk
ALTER TABLE ONLY public.uploads
    ADD CONSTRAINT uploads_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint wallets wallets_company_id_companies_id_fk
ALTER TABLE ONLY public.wallets
    ADD CONSTRAINT wallets_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint wholesale_dictionaries wholesale_dictionaries_company_id_companies_id_fk
ALTER TABLE ONLY public.wholesale_dictionaries
    ADD CONSTRAINT wholesale_dictionaries_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint wholesale_order_lines wholesale_order_lines_order_id_wholesale_orders_id_fk
ALTER TABLE ONLY public.wholesale_order_lines
    ADD CONSTRAINT wholesale_order_lines_order_id_wholesale_orders_id_fk FOREIGN KEY (order_id) REFERENCES public.wholesale_orders(id) ON DELETE CASCADE;
--> statement-breakpoint
-- fk constraint wholesale_order_lines wholesale_order_lines_product_id_products_id_fk
ALTER TABLE ONLY public.wholesale_order_lines
    ADD CONSTRAINT wholesale_order_lines_product_id_products_id_fk FOREIGN KEY (product_id) REFERENCES public.products(id);
--> statement-breakpoint
-- fk constraint wholesale_order_lines wholesale_order_lines_size_id_sizes_id_fk
ALTER TABLE ONLY public.wholesale_order_lines
    ADD CONSTRAINT wholesale_order_lines_size_id_sizes_id_fk FOREIGN KEY (size_id) REFERENCES public.sizes(id);
--> statement-breakpoint
-- fk constraint wholesale_orders wholesale_orders_company_id_companies_id_fk
ALTER TABLE ONLY public.wholesale_orders
    ADD CONSTRAINT wholesale_orders_company_id_companies_id_fk FOREIGN KEY (company_id) REFERENCES public.companies(id);
--> statement-breakpoint
-- fk constraint wholesale_orders wholesale_orders_created_by_employees_id_fk
ALTER TABLE ONLY public.wholesale_orders
    ADD CONSTRAINT wholesale_orders_created_by_employees_id_fk FOREIGN KEY (created_by) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint wholesale_orders wholesale_orders_customer_id_customers_id_fk
ALTER TABLE ONLY public.wholesale_orders
    ADD CONSTRAINT wholesale_orders_customer_id_customers_id_fk FOREIGN KEY (customer_id) REFERENCES public.customers(id);
--> statement-breakpoint
-- fk constraint wholesale_orders wholesale_orders_place_id_places_id_fk
ALTER TABLE ONLY public.wholesale_orders
    ADD CONSTRAINT wholesale_orders_place_id_places_id_fk FOREIGN KEY (place_id) REFERENCES public.places(id);
--> statement-breakpoint
-- fk constraint wholesale_orders wholesale_orders_price_group_id_price_groups_id_fk
ALTER TABLE ONLY public.wholesale_orders
    ADD CONSTRAINT wholesale_orders_price_group_id_price_groups_id_fk FOREIGN KEY (price_group_id) REFERENCES public.price_groups(id);
--> statement-breakpoint
-- fk constraint wholesale_orders wholesale_orders_processed_by_employees_id_fk
ALTER TABLE ONLY public.wholesale_orders
    ADD CONSTRAINT wholesale_orders_processed_by_employees_id_fk FOREIGN KEY (processed_by) REFERENCES public.employees(id);
--> statement-breakpoint
-- fk constraint wholesale_orders wholesale_orders_sale_id_sales_id_fk
ALTER TABLE ONLY public.wholesale_orders
    ADD CONSTRAINT wholesale_orders_sale_id_sales_id_fk FOREIGN KEY (sale_id) REFERENCES public.sales(id);
