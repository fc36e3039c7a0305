CREATE TABLE "login_known_addresses" (
	"username" text NOT NULL,
	"address" text NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_known_addresses_username_address_pk" PRIMARY KEY("username","address")
);
