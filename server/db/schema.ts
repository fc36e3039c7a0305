import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  date,
} from 'drizzle-orm/pg-core';

/**
 * The schema. Every business row carries company_id (ARCHITECTURE.md sections 4 and 8).
 * Money columns are NUMERIC read as strings; quantities are integers with CHECK >= 0.
 * Quantities and balances are written only by server/ledger.
 */
const money = (name: string) => numeric(name, { precision: 20, scale: 2 });
const rate = (name: string) => numeric(name, { precision: 20, scale: 6 });
const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** an offline sale older than this (hours) waits for a manager's approval */
  offlineWindowHours: integer('offline_window_hours').notNull().default(72),
  createdAt: created(),
});

/** ISO currencies known to the system (USD, UZS, RUB ...). Rates are per company. */
export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** A company's currencies and rates relative to its base currency (base rate = 1). */
export const companyCurrencies = pgTable(
  'company_currencies',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    currencyId: integer('currency_id').notNull().references(() => currencies.id),
    rate: rate('rate').notNull().default('1'),
    isBase: boolean('is_base').notNull().default(false),
    isSecondaryDefault: boolean('is_secondary_default').notNull().default(false),
    isNational: boolean('is_national').notNull().default(false),
  },
  (t) => [
    uniqueIndex('company_currencies_company_currency').on(t.companyId, t.currencyId),
    uniqueIndex('company_currencies_one_base').on(t.companyId).where(sql`${t.isBase}`),
    check('company_currencies_rate_positive', sql`${t.rate} > 0`),
  ],
);

export const placeTypes = pgTable(
  'place_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('place_types_company_name').on(t.companyId, sql`lower(${t.name})`).where(sql`${t.isActive}`)],
);

/** Rates of a currency for pricing at a place type. */
export const placeTypeRates = pgTable(
  'place_type_rates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    placeTypeId: integer('place_type_id').notNull().references(() => placeTypes.id),
    currencyId: integer('currency_id').notNull().references(() => currencies.id),
    rate: rate('rate').notNull(),
  },
  (t) => [
    uniqueIndex('place_type_rates_type_currency').on(t.placeTypeId, t.currencyId),
    check('place_type_rates_rate_positive', sql`${t.rate} > 0`),
  ],
);

export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    image: text('image'),
    typeId: integer('type_id').notNull().references(() => placeTypes.id),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('places_company').on(t.companyId, t.isActive)],
);

export const placeCurrencies = pgTable(
  'place_currencies',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    placeId: integer('place_id').notNull().references(() => places.id),
    currencyId: integer('currency_id').notNull().references(() => currencies.id),
    amountToRemain: money('amount_to_remain').notNull().default('0'),
    isBaseCurrency: boolean('is_base_currency').notNull().default(false),
    isSecondaryDefault: boolean('is_secondary_default').notNull().default(false),
  },
  (t) => [uniqueIndex('place_currencies_place_currency').on(t.placeId, t.currencyId)],
);

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    /** null: a login that belongs to no company (refused at sign-in) */
    companyId: integer('company_id').references(() => companies.id),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull().default(''),
    passportId: text('passport_id').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    position: text('position').notNull().default(''),
    salary: money('salary').notNull().default('0'),
    salaryCurrencyId: integer('salary_currency_id').references(() => currencies.id),
    sellPercent: numeric('sell_percent', { precision: 5, scale: 2 }).notNull().default('0'),
    roles: text('roles').array().notNull(),
    picture: text('picture'),
    currentWorkplaceId: integer('current_workplace_id').references(() => places.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('employees_username').on(sql`lower(${t.username})`),
    /** 'User with this phone already exists' (per company; '' = not given, older rows) */
    uniqueIndex('employees_company_phone').on(t.companyId, t.phone).where(sql`${t.phone} <> ''`),
  ],
);

export const employeePlaces = pgTable(
  'employee_places',
  {
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    placeId: integer('place_id').notNull().references(() => places.id),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.placeId] })],
);

/** API tokens: only a SHA-256 of the key is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    keyHash: text('key_hash').notNull(),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    createdAt: created(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_key_hash').on(t.keyHash)],
);

/** Failed sign-in attempts, kept in the database so several API instances share the limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_at').on(t.key, t.at)],
);

/**
 * Addresses an account has signed in from with the right password: the owner at such an address is
 * never slowed down by failures other addresses cause on the account (so nobody can lock an owner out by failing on purpose).
 */
export const loginKnownAddresses = pgTable(
  'login_known_addresses',
  {
    username: text('username').notNull(),
    address: text('address').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.username, t.address] })],
);

export const productTypes = pgTable(
  'product_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  // one active name per company (case-insensitive): a duplicate is 409, also for racing creates
  (t) => [uniqueIndex('product_types_company_name').on(t.companyId, sql`lower(${t.name})`).where(sql`${t.isActive}`)],
);

export const sizeTypes = pgTable(
  'size_types',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  // one active name per company (case-insensitive): a duplicate is 409, also for racing creates
  (t) => [uniqueIndex('size_types_company_name').on(t.companyId, sql`lower(${t.name})`).where(sql`${t.isActive}`)],
);

export const sizes = pgTable(
  'sizes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    typeId: integer('type_id').notNull().references(() => sizeTypes.id),
    isActive: boolean('is_active').notNull().default(true),
  },
  // one active size name per size type
  (t) => [uniqueIndex('sizes_type_name').on(t.typeId, sql`lower(${t.name})`).where(sql`${t.isActive}`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    model: text('model').notNull(),
    modelCode: text('model_code').notNull().default(''),
    vendorCode: text('vendor_code').notNull().default(''),
    typeId: integer('type_id').notNull().references(() => productTypes.id),
    cost: money('cost').notNull().default('0'),
    isActive: boolean('is_active').notNull().default(true),
    isNovelty: boolean('is_novelty').notNull().default(false),
    isAvailableOnline: boolean('is_available_online').notNull().default(false),
    createdAt: created(),
    /**
     * The till catalogue's change number: drawn from catalogue_change_seq on every write of the product
     * and, by triggers (migration till_catalogue), of its prices and barcodes or its sizes' names. The
     * till asks for products changed since the number it last saw (server/modules/tillCatalogue).
     */
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('catalogue_change_seq')`),
  },
  (t) => [index('products_company_active').on(t.companyId, t.isActive, t.id), index('products_company_change').on(t.companyId, t.changeSeq)],
);

/** One sequence for every change the till catalogue follows (products.change_seq, product_removals). */
export const catalogueChangeSeq = pgSequence('catalogue_change_seq');

/** A product deleted outright (a trigger writes it), so a till that held it drops it at its next refresh. */
export const productRemovals = pgTable(
  'product_removals',
  {
    companyId: integer('company_id').notNull(),
    productId: integer('product_id').notNull(),
    changeSeq: bigint('change_seq', { mode: 'number' })
      .notNull()
      .default(sql`nextval('catalogue_change_seq')`),
  },
  (t) => [index('product_removals_company_change').on(t.companyId, t.changeSeq)],
);

/** Price of a product at a place type, in the company's base currency. */
export const productPrices = pgTable(
  'product_prices',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    productId: integer('product_id').notNull().references(() => products.id),
    placeTypeId: integer('place_type_id').notNull().references(() => placeTypes.id),
    price: money('price').notNull(),
    discount: money('discount').notNull().default('0'),
    discountInPercent: boolean('discount_in_percent').notNull().default(false),
  },
  (t) => [
    uniqueIndex('product_prices_product_place_type').on(t.productId, t.placeTypeId),
    check('product_prices_non_negative', sql`${t.price} >= 0 and ${t.discount} >= 0`),
  ],
);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    phone: text('phone'),
    email: text('email'),
    address: text('address').notNull().default(''),
    percentageDiscount: numeric('percentage_discount', { precision: 5, scale: 2 }).notNull().default('0'),
    approvalStatus: text('approval_status').notNull().default('pending'),
    isActive: boolean('is_active').notNull().default(true),
    /** a debt from before the system (base currency), covered with cover_old_debt, never below 0 */
    oldDebt: money('old_debt').notNull().default('0'),
    createdAt: created(),
  },
  (t) => [uniqueIndex('customers_company_phone').on(t.companyId, t.phone), check('customers_old_debt_non_negative', sql`${t.oldDebt} >= 0`)],
);

// ---------------------------------------------------------------- catalogue

/** Images of a product: files under UPLOAD_DIR (random names), served at /uploads/<file>. One main per product. */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    productId: integer('product_id').notNull().references(() => products.id),
    file: text('file').notNull(),
    isMain: boolean('is_main').notNull().default(false),
    createdAt: created(),
  },
  (t) => [
    index('product_images_product').on(t.productId, t.id),
    uniqueIndex('product_images_one_main').on(t.productId).where(sql`${t.isMain}`),
  ],
);

/** Places where a product is offered online (Product.online_places). */
export const productOnlinePlaces = pgTable(
  'product_online_places',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    placeId: integer('place_id').notNull().references(() => places.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.placeId] })],
);

/**
 * Per (company, product type): active products and distinct active (vendor_code, type, model) groups.
 * Kept by the trigger products_group_counts (migration catalogue_sql) on every product write, so the
 * unfiltered product and vendor-code counts read a handful of rows instead of every product.
 */
export const productGroupCounts = pgTable(
  'product_group_counts',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    typeId: integer('type_id').notNull().references(() => productTypes.id),
    products: integer('products').notNull().default(0),
    groups: integer('groups').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.typeId] }),
    check('product_group_counts_non_negative', sql`${t.products} >= 0 and ${t.groups} >= 0`),
  ],
);

/**
 * Units in stock of active products per (company, place, product type), for the unfiltered totals
 * (count_by_vendor_code total_units, total_count). Stock moves never update these rows: a trigger on
 * placements APPENDS a row to stock_unit_deltas (no row is shared, so concurrent sales never wait on
 * each other), and readers add the pending deltas to the totals; stock_unit_totals_compact() folds the
 * deltas into the totals (migration catalogue_sql).
 */
export const stockUnitTotals = pgTable(
  'stock_unit_totals',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    placeId: integer('place_id').notNull().references(() => places.id),
    typeId: integer('type_id').notNull().references(() => productTypes.id),
    units: bigint('units', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.placeId, t.typeId] })],
);

export const stockUnitDeltas = pgTable(
  'stock_unit_deltas',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull(),
    placeId: integer('place_id').notNull(),
    typeId: integer('type_id').notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
  },
  (t) => [index('stock_unit_deltas_company').on(t.companyId, t.placeId, t.typeId)],
);

/** A scannable code of a (product, size); unique within a company. */
export const barcodes = pgTable(
  'barcodes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    productId: integer('product_id').notNull().references(() => products.id),
    sizeId: integer('size_id').notNull().references(() => sizes.id),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('barcodes_company_code').on(t.companyId, t.code),
    index('barcodes_product_size').on(t.productId, t.sizeId),
  ],
);

// ---------------------------------------------------------------- money

/** A named money box of the company (cash safe, bank account); its amounts are balances of account type 'wallet'. */
export const wallets = pgTable(
  'wallets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [uniqueIndex('wallets_company_name').on(t.companyId, sql`lower(${t.name})`).where(sql`${t.isActive}`)],
);

/** One currency exchange on the company balance (both legs are money_movements of kind 'exchanges'). */
export const currencyExchanges = pgTable(
  'currency_exchanges',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    fromCurrencyId: integer('from_currency_id').notNull().references(() => currencies.id),
    toCurrencyId: integer('to_currency_id').notNull().references(() => currencies.id),
    fromAmount: money('from_amount').notNull(),
    toAmount: money('to_amount').notNull(),
    /** units of the national currency for one unit of the other */
    rate: rate('rate').notNull(),
    employeeId: integer('employee_id').references(() => employees.id),
    createdAt: created(),
  },
  (t) => [
    index('currency_exchanges_company_created').on(t.companyId, t.createdAt),
    check('currency_exchanges_positive', sql`${t.fromAmount} > 0 and ${t.toAmount} > 0 and ${t.rate} > 0`),
    check('currency_exchanges_two_currencies', sql`${t.fromCurrencyId} <> ${t.toCurrencyId}`),
  ],
);

// ---------------------------------------------------------------- ledgers (server/ledger only)

/** Stock on hand of (product, size, place). Never below 0: a CHECK, not only an if. */
export const placements = pgTable(
  'placements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    productId: integer('product_id').notNull().references(() => products.id),
    sizeId: integer('size_id').notNull().references(() => sizes.id),
    placeId: integer('place_id').notNull().references(() => places.id),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [
    uniqueIndex('placements_product_size_place').on(t.productId, t.sizeId, t.placeId),
    index('placements_place').on(t.placeId, t.productId),
    check('placements_quantity_non_negative', sql`${t.quantity} >= 0`),
  ],
);

/** Append-only stock journal. */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    productId: integer('product_id').notNull().references(() => products.id),
    sizeId: integer('size_id').notNull().references(() => sizes.id),
    placeId: integer('place_id').notNull().references(() => places.id),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    kind: text('kind').notNull(),
    refType: text('ref_type'),
    refId: integer('ref_id'),
    employeeId: integer('employee_id').references(() => employees.id),
    createdAt: created(),
  },
  (t) => [
    index('stock_movements_placement').on(t.productId, t.sizeId, t.placeId),
    index('stock_movements_company_created').on(t.companyId, t.createdAt),
    check('stock_movements_delta_non_zero', sql`${t.delta} <> 0`),
  ],
);

/** Amount held by an account (company, place, customer, wallet) in one currency. Never below 0. */
export const balances = pgTable(
  'balances',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    accountType: text('account_type').notNull(),
    accountId: integer('account_id').notNull(),
    currencyId: integer('currency_id').notNull().references(() => currencies.id),
    amount: money('amount').notNull().default('0'),
  },
  (t) => [
    uniqueIndex('balances_account_currency').on(t.companyId, t.accountType, t.accountId, t.currencyId),
    check('balances_amount_non_negative', sql`${t.amount} >= 0`),
    check('balances_account_type', sql`${t.accountType} in ('company', 'place', 'customer', 'wallet')`),
  ],
);

/** Append-only money journal; `kind` is a report category of SPEC.md (sales, withdraws, exchanges ...). */
export const moneyMovements = pgTable(
  'money_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    accountType: text('account_type').notNull(),
    accountId: integer('account_id').notNull(),
    currencyId: integer('currency_id').notNull().references(() => currencies.id),
    delta: money('delta').notNull(),
    amountAfter: money('amount_after').notNull(),
    kind: text('kind').notNull(),
    refType: text('ref_type'),
    refId: integer('ref_id'),
    employeeId: integer('employee_id').references(() => employees.id),
    comment: text('comment').notNull().default(''),
    createdAt: created(),
  },
  (t) => [
    index('money_movements_account').on(t.companyId, t.accountType, t.accountId, t.currencyId),
    /** the money report and the cash desk: one account's movements in a period */
    index('money_movements_account_created').on(t.companyId, t.accountType, t.accountId, t.createdAt),
    index('money_movements_company_created').on(t.companyId, t.createdAt),
    check('money_movements_delta_non_zero', sql`${t.delta} <> 0`),
  ],
);

/**
 * The money journal's running totals per day: per account, currency, day (UTC, the reports' days) and
 * kind, what came in (positive deltas) and went out (negative ones, as a positive sum). Written by the
 * ledger in the statement that writes the journal row (moveMoney), so the money report reads a few
 * hundred rows for 90 days instead of the journal. The primary key puts the day before the currency:
 * one account's period is one range of it.
 */
export const moneyDayTotals = pgTable(
  'money_day_totals',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    accountType: text('account_type').notNull(),
    accountId: integer('account_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    currencyId: integer('currency_id').notNull().references(() => currencies.id),
    kind: text('kind').notNull(),
    income: money('income').notNull().default('0'),
    expense: money('expense').notNull().default('0'),
  },
  (t) => [primaryKey({ name: 'money_day_totals_pk', columns: [t.companyId, t.accountType, t.accountId, t.day, t.currencyId, t.kind] })],
);

/**
 * One request, one operation (ARCHITECTURE.md section 4): the answer of a POST that moves money or
 * stock, kept under the client's Idempotency-Key per company. Written in the same transaction as the
 * operation, so a retry (or the same key at the same moment, or on another instance) gets the first
 * answer and changes nothing. Failed operations roll back and keep no key.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    key: text('key').notNull(),
    /** method and path of the first request; the same key on another route is refused */
    route: text('route').notNull(),
    /** SHA-256 of the first request's body; the same key with another body is refused */
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    response: jsonb('response'),
    employeeId: integer('employee_id').references(() => employees.id),
    createdAt: created(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] }), index('idempotency_keys_created').on(t.createdAt)],
);

/**
 * Every stored upload, with its company and size: the per-company quota is summed here, and uploads no
 * row refers to (a place image chosen and then abandoned ...) are removed after a day.
 */
export const uploads = pgTable(
  'uploads',
  {
    name: text('name').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    bytes: integer('bytes').notNull(),
    createdAt: created(),
  },
  (t) => [index('uploads_company').on(t.companyId), index('uploads_created').on(t.createdAt)],
);

// ---------------------------------------------------------------- sales

/**
 * A sale at a till. Prices and totals are the server's own (src/domain/sale/pricing.ts), in the base
 * currency; stock and money moved through the ledger in the same transaction (ref_type 'sale').
 */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    placeId: integer('place_id').notNull().references(() => places.id),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    status: text('status').notNull().default('active'),
    method: text('method').notNull().default('cash'),
    currencyId: integer('currency_id').notNull().references(() => currencies.id),
    totalSum: money('total_sum').notNull(),
    extraServiceAmount: money('extra_service_amount').notNull().default('0'),
    extraServiceCurrencyId: integer('extra_service_currency_id').references(() => currencies.id),
    changeAmount: money('change_amount').notNull().default('0'),
    changeCurrencyId: integer('change_currency_id').notNull().references(() => currencies.id),
    /**
     * The currency the seller priced the sale in at the till (the one the customer was told the total in)
     * and its rate at the sale (units for one base unit): the check, the sale's lists and its info show
     * the total in it. Null on sales made before it was kept: those read the base currency at rate 1.
     */
    tillCurrencyId: integer('till_currency_id').references(() => currencies.id),
    tillRate: rate('till_rate'),
    /** the customer the sale was made to, if any (SPEC.md 'Checkout with customer') */
    customerId: integer('customer_id').references(() => customers.id),
    /** paid from the customer's balance, in balance_currency_id */
    balanceAmount: money('balance_amount').notNull().default('0'),
    balanceCurrencyId: integer('balance_currency_id').references(() => currencies.id),
    /** the change went to the customer's balance instead of out of the till */
    changeToBalance: boolean('change_to_balance').notNull().default(false),
    /** the customer's percentage discount applied to lines without a discount of their own */
    customerDiscount: numeric('customer_discount', { precision: 5, scale: 2 }).notNull().default('0'),
    /** the booking this sale closed (its prepayment counted as paid), if any */
    bookingId: integer('booking_id'),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    /** the POST's Idempotency-Key (online or offline): a sale is never recorded twice, whoever replays it */
    idempotencyKey: text('idempotency_key'),
    createdAt: created(),
  },
  (t) => [
    index('sales_company_created').on(t.companyId, t.createdAt),
    uniqueIndex('sales_company_idempotency_key').on(t.companyId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    check('sales_amounts_non_negative', sql`${t.totalSum} >= 0 and ${t.changeAmount} >= 0 and ${t.extraServiceAmount} >= 0`),
  ],
);

export const saleLines = pgTable(
  'sale_lines',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id').notNull().references(() => sales.id),
    productId: integer('product_id').notNull().references(() => products.id),
    sizeId: integer('size_id').notNull().references(() => sizes.id),
    placeId: integer('place_id').notNull().references(() => places.id),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    discount: money('discount').notNull(),
    discountInPercent: boolean('discount_in_percent').notNull(),
    unitPrice: money('unit_price').notNull(),
    total: money('total').notNull(),
  },
  (t) => [index('sale_lines_sale').on(t.saleId), check('sale_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

/**
 * The sales' running totals per day: per sale place (the sale's, as its visibility), day (UTC, of the
 * sale's own time), product and size, the units and line totals of the sales not cancelled. Written
 * with the sale's lines and taken back by its cancel (server/modules/report/totals.ts), so the
 * dashboard's best sellers read these instead of every sale line of the period.
 */
export const saleDayTotals = pgTable(
  'sale_day_totals',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    placeId: integer('place_id').notNull().references(() => places.id),
    day: date('day', { mode: 'string' }).notNull(),
    productId: integer('product_id').notNull().references(() => products.id),
    sizeId: integer('size_id').notNull().references(() => sizes.id),
    quantity: integer('quantity').notNull().default(0),
    total: money('total').notNull().default('0'),
  },
  (t) => [
    primaryKey({ name: 'sale_day_totals_pk', columns: [t.companyId, t.day, t.placeId, t.productId, t.sizeId] }),
    /** one product's sizes in a period (top sellers by size) */
    index('sale_day_totals_product').on(t.companyId, t.productId, t.day),
  ],
);

export const salePayments = pgTable(
  'sale_payments',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id').notNull().references(() => sales.id),
    currencyId: integer('currency_id').notNull().references(() => currencies.id),
    amount: money('amount').notNull(),
    rate: rate('rate').notNull(),
  },
  (t) => [index('sale_payments_sale').on(t.saleId), check('sale_payments_amount_positive', sql`${t.amount} > 0`)],
);

/** Where a customer's goods are shipped (SPEC.md section 3 'Consignee'); one phone per customer. */
export const consignees = pgTable(
  'consignees',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    city: text('city').notNull(),
    postcode: text('postcode').notNull().default(''),
    phone: text('phone').notNull(),
    email: text('email'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('consignees_customer_phone').on(t.customerId, t.phone),
    // SPEC.md 3 'Consignee': e-mail unique too (per customer, whatever the letter case; none is no e-mail)
    uniqueIndex('consignees_customer_email').on(t.customerId, sql`lower(${t.email})`).where(sql`${t.email} is not null and ${t.email} <> ''`),
    index('consignees_customer').on(t.customerId),
  ],
);

// ---------------------------------------------------------------- debts and bookings

/**
 * A sale on credit (SPEC.md 3 'Customer': debt {id, total_debt, debt_coverage, sell}): what was not paid,
 * in the base currency, and how much of it the coverages have covered. A debt is not a negative balance.
 */
export const debts = pgTable(
  'debts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    saleId: integer('sale_id').notNull().references(() => sales.id),
    currencyId: integer('currency_id').notNull().references(() => currencies.id),
    amount: money('amount').notNull(),
    covered: money('covered').notNull().default('0'),
    /** open, or canceled with its sale */
    status: text('status').notNull().default('open'),
    createdAt: created(),
  },
  (t) => [
    index('debts_customer').on(t.customerId, t.status),
    uniqueIndex('debts_sale').on(t.saleId),
    check('debts_amounts', sql`${t.amount} > 0 and ${t.covered} >= 0 and ${t.covered} <= ${t.amount}`),
  ],
);

/** One payment against a debt (debt_id) or the old debt (debt_id null): money into a place, kind debt_coverages. */
export const debtCoverages = pgTable(
  'debt_coverages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    debtId: integer('debt_id').references(() => debts.id),
    placeId: integer('place_id').notNull().references(() => places.id),
    employeeId: integer('employee_id').references(() => employees.id),
    currencyId: integer('currency_id').notNull().references(() => currencies.id),
    /** paid, in currency_id */
    amount: money('amount').notNull(),
    rate: rate('rate').notNull(),
    /** what it covered, in the base currency */
    covered: money('covered').notNull(),
    /** handed back (paid above the debt), in currency_id */
    changeAmount: money('change_amount').notNull().default('0'),
    createdAt: created(),
  },
  (t) => [index('debt_coverages_debt').on(t.debtId), index('debt_coverages_customer').on(t.customerId), check('debt_coverages_positive', sql`${t.amount} > 0 and ${t.covered} > 0`)],
);

/**
 * A booking (SPEC.md 3 and 4): goods reserved at a place for a customer, with a prepayment in the till.
 * Reserving moves the goods out of the place's free stock through the ledger (kind 'booking'); cancel
 * moves them back ('booking_cancel'); success releases them and sells them in the same transaction.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    placeId: integer('place_id').notNull().references(() => places.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    /** pending, confirmed (closed as a sale), rejected, canceled */
    status: text('status').notNull().default('pending'),
    prepaymentAmount: money('prepayment_amount').notNull(),
    prepaymentCurrencyId: integer('prepayment_currency_id').notNull().references(() => currencies.id),
    /** extra services taken with the booking (SPEC.md 7), charged when it becomes a sale */
    extraServiceAmount: money('extra_service_amount'),
    extraServiceCurrencyId: integer('extra_service_currency_id').references(() => currencies.id),
    saleId: integer('sale_id').references(() => sales.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('bookings_company_status').on(t.companyId, t.status, t.id),
    /** one active booking per customer (SPEC.md 8 'Customer already has an active booking') */
    uniqueIndex('bookings_customer_pending').on(t.customerId).where(sql`${t.status} = 'pending'`),
    check('bookings_prepayment_positive', sql`${t.prepaymentAmount} > 0`),
  ],
);

export const bookingLines = pgTable(
  'booking_lines',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id').notNull().references(() => bookings.id),
    productId: integer('product_id').notNull().references(() => products.id),
    sizeId: integer('size_id').notNull().references(() => sizes.id),
    placeId: integer('place_id').notNull().references(() => places.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('booking_lines_booking').on(t.bookingId),
    index('booking_lines_product').on(t.productId),
    uniqueIndex('booking_lines_booking_item').on(t.bookingId, t.productId, t.sizeId, t.placeId),
    check('booking_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

// ---------------------------------------------------------------- stock movement

/**
 * A reception (SPEC.md 3 and 4): goods arriving at a place. Its lines are only a list until it is
 * accepted; accept puts every line into stock through the ledger (kind 'reception') once: accepted_at
 * set under the row's lock is the "never twice" guard.
 */
export const receptions = pgTable(
  'receptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    placeId: integer('place_id').notNull().references(() => places.id),
    number: text('number').notNull(),
    date: text('date').notNull(),
    createdBy: integer('created_by').notNull().references(() => employees.id),
    /** who confirmed it (SPEC.md: acceptor, confirmed by) and when */
    acceptedBy: integer('accepted_by').references(() => employees.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** the cost of the received goods, fixed at accept (the reports' 'receptions' expense) */
    totalCost: money('total_cost'),
    createdAt: created(),
  },
  (t) => [index('receptions_company').on(t.companyId, t.id), index('receptions_company_pending').on(t.companyId).where(sql`${t.acceptedAt} is null`)],
);

export const receptionLines = pgTable(
  'reception_lines',
  {
    id: serial('id').primaryKey(),
    receptionId: integer('reception_id').notNull().references(() => receptions.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    sizeId: integer('size_id').notNull().references(() => sizes.id),
    quantity: integer('quantity').notNull(),
    /** cost of one unit in the base currency */
    cost: money('cost').notNull(),
  },
  (t) => [
    uniqueIndex('reception_lines_item').on(t.receptionId, t.productId, t.sizeId),
    check('reception_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('reception_lines_cost_non_negative', sql`${t.cost} >= 0`),
  ],
);

/**
 * A transfer between two places (SPEC.md 3 and 4): preparing (lines are edited at the sender), on_the_way
 * (send took the goods out of the sender, kind 'transfer_out': the lines ARE the goods in transit), delivered
 * (accept put them into the recipient, kind 'transfer_in'). `code` is printed on the shipment; the receiving
 * shop finds the transfer by it. `kind` says where it came from: a person's transfer or a distribution.
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: text('code').notNull(),
    kind: text('kind').notNull().default('transfer'),
    fromPlaceId: integer('from_place_id').notNull().references(() => places.id),
    toPlaceId: integer('to_place_id').notNull().references(() => places.id),
    status: text('status').notNull().default('preparing'),
    createdBy: integer('created_by').notNull().references(() => employees.id),
    sentBy: integer('sent_by').references(() => employees.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acceptedBy: integer('accepted_by').references(() => employees.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('transfers_company_code').on(t.companyId, t.code),
    index('transfers_company_status').on(t.companyId, t.status, t.id),
    index('transfers_to_place').on(t.toPlaceId, t.status),
    index('transfers_from_place').on(t.fromPlaceId, t.status),
    check('transfers_two_places', sql`${t.fromPlaceId} <> ${t.toPlaceId}`),
    check('transfers_status', sql`${t.status} in ('preparing', 'on_the_way', 'delivered')`),
  ],
);

export const transferLines = pgTable(
  'transfer_lines',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id').notNull().references(() => transfers.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    sizeId: integer('size_id').notNull().references(() => sizes.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('transfer_lines_item').on(t.transferId, t.productId, t.sizeId),
    index('transfer_lines_product').on(t.productId),
    check('transfer_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/**
 * A delivery from the factory: lines by vendor code and size NAME as the factory writes them.
 * Processing resolves every line to a product and size of the catalogue and puts them into stock at the
 * chosen place (kind 'reception', ref 'factory_transfer') once; an unresolved line blocks processing.
 */
export const factoryTransfers = pgTable(
  'factory_transfers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** the factory's own reference or the uploaded file's name */
    reference: text('reference').notNull().default(''),
    status: text('status').notNull().default('pending'),
    createdBy: integer('created_by').notNull().references(() => employees.id),
    placeId: integer('place_id').references(() => places.id),
    processedBy: integer('processed_by').references(() => employees.id),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [index('factory_transfers_company_status').on(t.companyId, t.status, t.id), check('factory_transfers_status', sql`${t.status} in ('pending', 'processed')`)],
);

export const factoryTransferLines = pgTable(
  'factory_transfer_lines',
  {
    id: serial('id').primaryKey(),
    factoryTransferId: integer('factory_transfer_id').notNull().references(() => factoryTransfers.id, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    cost: money('cost').notNull(),
  },
  (t) => [
    index('factory_transfer_lines_transfer').on(t.factoryTransferId),
    check('factory_transfer_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('factory_transfer_lines_cost_non_negative', sql`${t.cost} >= 0`),
  ],
);

// ---------------------------------------------------------------- cash desks

/**
 * A cash desk: one place's takings for one (UTC) day, closed by someone who counted the cash. Its
 * expected amounts are read from the money ledger when it is closed (and kept here with the counted
 * ones, so the desk's record does not change later); confirming it moves the counted cash from the
 * place to the company (ledger kind 'confirmed_cash_desks'). One live (closed or confirmed) desk per
 * place and day: a rejected or cancelled closing leaves room for a new one.
 */
export const cashDesks = pgTable(
  'cash_desks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    placeId: integer('place_id').notNull().references(() => places.id),
    date: text('date').notNull(),
    /** closed (waiting for the admin), confirmed (approved: the cash went to the company), rejected */
    status: text('status').notNull().default('closed'),
    comment: text('comment').notNull().default(''),
    closedBy: integer('closed_by').notNull().references(() => employees.id),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedBy: integer('confirmed_by').references(() => employees.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    // one closing waiting for its decision per place and day; after a confirmed one, a later closing
    // counts the day's takings since, so no sale is counted twice or left out
    uniqueIndex('cash_desks_place_date_pending').on(t.placeId, t.date).where(sql`${t.status} = 'closed'`),
    index('cash_desks_company_date').on(t.companyId, t.date),
    check('cash_desks_status', sql`${t.status} in ('closed', 'confirmed', 'rejected')`),
  ],
);

export const cashDeskCurrencies = pgTable(
  'cash_desk_currencies',
  {
    id: serial('id').primaryKey(),
    cashDeskId: integer('cash_desk_id').notNull().references(() => cashDesks.id, { onDelete: 'cascade' }),
    currencyId: integer('currency_id').notNull().references(() => currencies.id),
    expected: money('expected').notNull(),
    counted: money('counted').notNull(),
  },
  (t) => [uniqueIndex('cash_desk_currencies_item').on(t.cashDeskId, t.currencyId), check('cash_desk_currencies_counted', sql`${t.counted} >= 0`)],
);

// ---------------------------------------------------------------- wholesale

/**
 * A wholesale order (SPEC.md 3 'Wholesale order', 4): new -> in_progress (start processing, one wins)
 * -> done (a sale to the customer through the till's createSale: `sale_id`), or canceled / rejected.
 * Lines are priced at the order's place type when written. `public_token` is a random, unguessable key
 * of the customer's read-only details table (never the id).
 */
export const wholesaleOrders = pgTable(
  'wholesale_orders',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    /** the buyer's firm as written on the order (SPEC.md 3: customer {name, company}) */
    customerCompany: text('customer_company').notNull().default(''),
    placeId: integer('place_id').notNull().references(() => places.id),
    status: text('status').notNull().default('new'),
    totalPrice: money('total_price').notNull().default('0'),
    quantity: integer('quantity').notNull().default(0),
    publicToken: text('public_token').notNull(),
    createdBy: integer('created_by').references(() => employees.id),
    processedBy: integer('processed_by').references(() => employees.id),
    saleId: integer('sale_id').references(() => sales.id),
    /** the price group the order's lines are priced by (none: the till's pricing with the customer's discount) */
    priceGroupId: integer('price_group_id').references(() => priceGroups.id),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wholesale_orders_public_token').on(t.publicToken),
    index('wholesale_orders_company_created').on(t.companyId, t.createdAt),
    check('wholesale_orders_status', sql`${t.status} in ('new', 'in_progress', 'done', 'canceled', 'rejected')`),
    check('wholesale_orders_quantity', sql`${t.quantity} >= 0`),
  ],
);

export const wholesaleOrderLines = pgTable(
  'wholesale_order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => wholesaleOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    sizeId: integer('size_id').notNull().references(() => sizes.id),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    total: money('total').notNull(),
  },
  (t) => [
    uniqueIndex('wholesale_order_lines_item').on(t.orderId, t.productId, t.sizeId),
    check('wholesale_order_lines_quantity', sql`${t.quantity} > 0`),
  ],
);

/** The wholesale reference tables (heights, sizes, colors, models, styles, types): one table, `kind` says which. */
export const wholesaleDictionaries = pgTable(
  'wholesale_dictionaries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('wholesale_dictionaries_name').on(t.companyId, t.kind, sql`lower(${t.name})`).where(sql`${t.isActive}`),
    check('wholesale_dictionaries_kind', sql`${t.kind} in ('heights', 'sizes', 'colors', 'models', 'styles', 'types')`),
  ],
);

/** A fabric (SPEC.md 3 'Tissue'); rgb, hsl, hsv and hsi are computed from `hex` when answered. */
export const tissues = pgTable(
  'tissues',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    fabricSampleImage: text('fabric_sample_image'),
    isActive: boolean('is_active').notNull().default(true),
    availableLength: numeric('available_length', { precision: 12, scale: 2 }).notNull().default('0'),
    colorName: text('color_name').notNull().default(''),
    code: text('code').notNull().default(''),
    hex: text('hex').notNull().default('#000000'),
  },
  (t) => [index('tissues_company').on(t.companyId), check('tissues_length', sql`${t.availableLength} >= 0`)],
);

// ---------------------------------------------------------------- payroll and requisitions

/**
 * One salary payment (SPEC.md 3 'Salary'): what `POST /salaries/calculate/` showed for one employee and
 * period, paid out of the company balance (or a wallet) as a 'withdraws' expense (ref_type 'salary') in
 * the same transaction. Periods of one employee never overlap (checked under the employee's row lock).
 */
export const salaries = pgTable(
  'salaries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    dateAfter: text('date_after').notNull(),
    dateBefore: text('date_before').notNull(),
    days: integer('days').notNull(),
    /** the fee per working day at the time of payment */
    rate: money('rate').notNull(),
    salary: money('salary').notNull(),
    salesAmount: money('sales_amount').notNull(),
    sellPercent: numeric('sell_percent', { precision: 5, scale: 2 }).notNull(),
    sellPercentAmount: money('sell_percent_amount').notNull(),
    total: money('total').notNull(),
    currencyId: integer('currency_id').notNull().references(() => currencies.id),
    /** null: paid from the company balance */
    walletId: integer('wallet_id').references(() => wallets.id),
    paidBy: integer('paid_by').notNull().references(() => employees.id),
    createdAt: created(),
  },
  (t) => [
    index('salaries_company_created').on(t.companyId, t.createdAt),
    index('salaries_employee_period').on(t.employeeId, t.dateAfter, t.dateBefore),
    check('salaries_period', sql`${t.dateAfter} <= ${t.dateBefore}`),
    check('salaries_amounts', sql`${t.days} >= 0 and ${t.total} > 0 and ${t.salary} >= 0 and ${t.sellPercentAmount} >= 0`),
  ],
);

/** A request for money (a financial requisition): approving it pays it out of the company balance once. */
export const financialRequisitions = pgTable(
  'financial_requisitions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    applicantId: integer('applicant_id').notNull().references(() => employees.id),
    currencyId: integer('currency_id').notNull().references(() => currencies.id),
    amount: money('amount').notNull(),
    comment: text('comment').notNull().default(''),
    status: text('status').notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => employees.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('financial_requisitions_company_status').on(t.companyId, t.status, t.id),
    check('financial_requisitions_amount_positive', sql`${t.amount} > 0`),
    check('financial_requisitions_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * A goods requisition (SPEC.md 3 'Requisition (proposal)'): a shop asks for goods; approved, it can become
 * a transfer from a warehouse (transfer_id) once.
 */
export const requisitions = pgTable(
  'requisitions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    placeId: integer('place_id').notNull().references(() => places.id),
    applicantId: integer('applicant_id').notNull().references(() => employees.id),
    comment: text('comment').notNull().default(''),
    status: text('status').notNull().default('pending'),
    decidedBy: integer('decided_by').references(() => employees.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    transferId: integer('transfer_id').references(() => transfers.id),
    createdAt: created(),
  },
  (t) => [
    index('requisitions_company_status').on(t.companyId, t.status, t.id),
    check('requisitions_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const requisitionLines = pgTable(
  'requisition_lines',
  {
    id: serial('id').primaryKey(),
    requisitionId: integer('requisition_id').notNull().references(() => requisitions.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    sizeId: integer('size_id').notNull().references(() => sizes.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [uniqueIndex('requisition_lines_item').on(t.requisitionId, t.productId, t.sizeId), check('requisition_lines_quantity_positive', sql`${t.quantity} > 0`)],
);

// ---------------------------------------------------------------- wholesale price groups

/**
 * A named price group (SPEC.md 2 '/price-group'): a wholesale order chosen with it prices its lines by
 * the group's rules. One active name per company (case-insensitive); DELETE deactivates.
 */
export const priceGroups = pgTable(
  'price_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
  },
  (t) => [uniqueIndex('price_groups_company_name').on(t.companyId, sql`lower(${t.name})`).where(sql`${t.isActive}`)],
);

/**
 * A rule of a price group: for a product type or for one product (exactly one of the two), either a
 * percent off the catalogue price (0..100) or a fixed price (exactly one of the two). A product's rule
 * wins over its type's; one rule per product and per type in a group.
 */
export const priceGroupRules = pgTable(
  'price_group_rules',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id').notNull().references(() => priceGroups.id, { onDelete: 'cascade' }),
    productTypeId: integer('product_type_id').references(() => productTypes.id),
    productId: integer('product_id').references(() => products.id),
    percent: numeric('percent', { precision: 5, scale: 2 }),
    fixedPrice: money('fixed_price'),
  },
  (t) => [
    uniqueIndex('price_group_rules_type').on(t.groupId, t.productTypeId).where(sql`${t.productTypeId} is not null`),
    uniqueIndex('price_group_rules_product').on(t.groupId, t.productId).where(sql`${t.productId} is not null`),
    check('price_group_rules_target', sql`(${t.productTypeId} is null) <> (${t.productId} is null)`),
    check('price_group_rules_price', sql`(${t.percent} is null) <> (${t.fixedPrice} is null)`),
    check('price_group_rules_percent', sql`${t.percent} is null or (${t.percent} >= 0 and ${t.percent} <= 100)`),
    check('price_group_rules_fixed', sql`${t.fixedPrice} is null or ${t.fixedPrice} >= 0`),
  ],
);

/**
 * A sale the till made while the server could not be reached: its local number, when it happened and
 * when it arrived, and whether that day's desk was closed meanwhile (then it is on the next open one).
 */
export const offlineSales = pgTable(
  'offline_sales',
  {
    saleId: integer('sale_id').primaryKey().references(() => sales.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    localNumber: text('local_number').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    movedToNextDesk: boolean('moved_to_next_desk').notNull().default(false),
    shortfall: integer('shortfall').notNull().default(0),
    priceDiffers: boolean('price_differs').notNull().default(false),
  },
  (t) => [index('offline_sales_company').on(t.companyId)],
);

/** What an offline sale's arrival found: units the stock lacked, a till price unlike the server's. Resolved by a manager. */
export const offlineDiscrepancies = pgTable(
  'offline_discrepancies',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    saleId: integer('sale_id').notNull().references(() => sales.id),
    kind: text('kind').notNull(),
    placeId: integer('place_id').notNull().references(() => places.id),
    productId: integer('product_id').notNull().references(() => products.id),
    sizeId: integer('size_id').notNull().references(() => sizes.id),
    quantity: integer('quantity'),
    tillPrice: money('till_price'),
    serverPrice: money('server_price'),
    resolvedBy: integer('resolved_by').references(() => employees.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: created(),
  },
  (t) => [
    index('offline_discrepancies_company').on(t.companyId, t.resolvedAt, t.id),
    check('offline_discrepancies_kind', sql`${t.kind} in ('stock_shortfall', 'price_difference')`),
  ],
);

/** An offline sale older than the company's window: kept as it came, waiting for a manager's approval. */
export const offlinePendingSales = pgTable(
  'offline_pending_sales',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    idempotencyKey: text('idempotency_key').notNull(),
    placeId: integer('place_id').notNull().references(() => places.id),
    sellerId: integer('seller_id').notNull().references(() => employees.id),
    /** who sent it (the seller, or an admin on their behalf) */
    sentBy: integer('sent_by').notNull().references(() => employees.id),
    body: jsonb('body').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** waiting, approved (saleId set) or rejected */
    status: text('status').notNull().default('waiting'),
    saleId: integer('sale_id').references(() => sales.id),
    decidedBy: integer('decided_by').references(() => employees.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('offline_pending_company_key').on(t.companyId, t.idempotencyKey),
    index('offline_pending_company_status').on(t.companyId, t.status, t.id),
    check('offline_pending_status', sql`${t.status} in ('waiting', 'approved', 'rejected')`),
  ],
);
