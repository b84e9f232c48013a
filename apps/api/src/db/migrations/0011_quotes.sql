-- Quotes for special tools (issue 14 item 5, decision 017). The rules "a quote line is bought by its
-- customer, once, before expiry" are held here as well as in the code: a cart line of a quote can
-- only belong to the quote's customer (composite foreign keys), an ordered quote can never be
-- ordered again or change (triggers), and no quote is ordered after its valid_until day.
CREATE SEQUENCE "public"."quote_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 10001 CACHE 1;
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer DEFAULT nextval('quote_number_seq') NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"machine" text NOT NULL,
	"tool_type" text NOT NULL,
	"quantity" integer NOT NULL,
	"needed_by" date,
	"notes" text DEFAULT '' NOT NULL,
	"drawing_file" text,
	"drawing_name" text,
	"drawing_type" text,
	"drawing_size" integer,
	"valid_until" date,
	"answered_by" uuid,
	"order_id" uuid,
	"order_number" text,
	"customer_seen_at" timestamp with time zone,
	"customer_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_activity_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_status_ck" CHECK ("status" IN ('Requested', 'Quoted', 'Ordered', 'Declined')),
	CONSTRAINT "quote_requests_quantity_ck" CHECK ("quantity" BETWEEN 1 AND 9999),
	CONSTRAINT "quote_requests_offer_ck" CHECK ("status" NOT IN ('Quoted', 'Ordered') OR "valid_until" IS NOT NULL),
	CONSTRAINT "quote_requests_ordered_ck" CHECK (("status" = 'Ordered') = ("order_id" IS NOT NULL AND "order_number" IS NOT NULL)),
	CONSTRAINT "quote_requests_drawing_ck" CHECK (
		("drawing_file" IS NULL AND "drawing_name" IS NULL AND "drawing_type" IS NULL AND "drawing_size" IS NULL)
		OR ("drawing_file" IS NOT NULL AND "drawing_name" IS NOT NULL AND "drawing_size" > 0
			AND "drawing_type" IN ('application/pdf', 'image/png', 'image/jpeg', 'application/dxf'))
	)
);
--> statement-breakpoint
ALTER SEQUENCE "public"."quote_number_seq" OWNED BY "quote_requests"."number";
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_answered_by_staff_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_number_uq" ON "quote_requests" USING btree ("number");
--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_drawing_file_uq" ON "quote_requests" USING btree ("drawing_file");
--> statement-breakpoint
CREATE UNIQUE INDEX "quote_requests_id_customer_uq" ON "quote_requests" USING btree ("id","customer_id");
--> statement-breakpoint
CREATE INDEX "quote_requests_customer_created_idx" ON "quote_requests" USING btree ("customer_id","created_at" DESC);
--> statement-breakpoint
CREATE INDEX "quote_requests_created_idx" ON "quote_requests" USING btree ("created_at" DESC);
--> statement-breakpoint
CREATE TABLE "quote_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	CONSTRAINT "quote_lines_quantity_ck" CHECK ("quantity" BETWEEN 1 AND 9999),
	CONSTRAINT "quote_lines_price_ck" CHECK ("unit_price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "quote_lines" ADD CONSTRAINT "quote_lines_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_quote_position_uq" ON "quote_lines" USING btree ("quote_id","position");
--> statement-breakpoint
CREATE UNIQUE INDEX "quote_lines_id_quote_uq" ON "quote_lines" USING btree ("id","quote_id");
--> statement-breakpoint
CREATE TABLE "quote_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"author" text NOT NULL,
	"staff_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_messages_author_ck" CHECK ("author" IN ('customer', 'staff') AND ("author" = 'staff' OR "staff_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_quote_id_quote_requests_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_messages" ADD CONSTRAINT "quote_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "quote_messages_quote_idx" ON "quote_messages" USING btree ("quote_id","created_at");
--> statement-breakpoint
CREATE TABLE "quote_cart_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"quote_line_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_cart_lines" ADD CONSTRAINT "quote_cart_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_cart_lines" ADD CONSTRAINT "quote_cart_lines_quote_customer_fk" FOREIGN KEY ("quote_id","customer_id") REFERENCES "public"."quote_requests"("id","customer_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "quote_cart_lines" ADD CONSTRAINT "quote_cart_lines_line_quote_fk" FOREIGN KEY ("quote_line_id","quote_id") REFERENCES "public"."quote_lines"("id","quote_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "quote_cart_lines_line_uq" ON "quote_cart_lines" USING btree ("quote_line_id");
--> statement-breakpoint
CREATE INDEX "quote_cart_lines_customer_idx" ON "quote_cart_lines" USING btree ("customer_id","created_at");
--> statement-breakpoint
CREATE FUNCTION quote_requests_guard() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'Ordered' AND (NEW.status <> 'Ordered' OR NEW.order_id IS DISTINCT FROM OLD.order_id) THEN
    RAISE EXCEPTION 'quote % is already ordered', OLD.number USING ERRCODE = 'check_violation';
  END IF;
  IF NEW.status = 'Ordered' AND OLD.status <> 'Ordered' THEN
    IF OLD.status <> 'Quoted' THEN
      RAISE EXCEPTION 'quote % has no offer to order', OLD.number USING ERRCODE = 'check_violation';
    END IF;
    -- Valid through the end of its day in the shop's time zone.
    IF NEW.valid_until < (now() AT TIME ZONE 'America/Detroit')::date THEN
      RAISE EXCEPTION 'quote % expired on %', OLD.number, NEW.valid_until USING ERRCODE = 'check_violation';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER quote_requests_guard BEFORE UPDATE ON "quote_requests"
FOR EACH ROW EXECUTE FUNCTION quote_requests_guard();
--> statement-breakpoint
CREATE FUNCTION quote_lines_frozen_when_ordered() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM quote_requests WHERE id = OLD.quote_id AND status = 'Ordered') THEN
    RAISE EXCEPTION 'the lines of an ordered quote cannot change' USING ERRCODE = 'check_violation';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER quote_lines_frozen BEFORE UPDATE OR DELETE ON "quote_lines"
FOR EACH ROW EXECUTE FUNCTION quote_lines_frozen_when_ordered();
