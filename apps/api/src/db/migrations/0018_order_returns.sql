CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"rma_number" text NOT NULL,
	"lines" jsonb NOT NULL,
	"reason" text NOT NULL,
	"restock" boolean NOT NULL,
	"money" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refund" jsonb,
	"staff_id" uuid,
	"staff_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_order_position_uq" ON "order_returns" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_rma_uq" ON "order_returns" USING btree ("rma_number");