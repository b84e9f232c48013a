CREATE TABLE "books_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"realm_id" text NOT NULL,
	"qbo_id" text NOT NULL,
	"qbo_customer_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"booked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qbo_authorizations" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"staff_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qbo_connections" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"realm_id" text NOT NULL,
	"refresh_token" text NOT NULL,
	"refresh_expires_at" timestamp with time zone,
	"access_token" text,
	"access_expires_at" timestamp with time zone,
	"source" text NOT NULL,
	"connected_by" text,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"books_from" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qbo_connections_one_ck" CHECK ("qbo_connections"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "books_entries" ADD CONSTRAINT "books_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qbo_authorizations" ADD CONSTRAINT "qbo_authorizations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "books_entries_order_kind_uq" ON "books_entries" USING btree ("order_id","kind","realm_id");--> statement-breakpoint
CREATE INDEX "books_entries_booked_idx" ON "books_entries" USING btree ("booked_at");