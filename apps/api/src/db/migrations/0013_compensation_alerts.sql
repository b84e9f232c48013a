CREATE TABLE "staff_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"about" text NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" uuid,
	"resolved_by_email" text,
	"resolution" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_alerts_open_key_uq" ON "staff_alerts" USING btree ("key") WHERE "staff_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "staff_alerts_created_idx" ON "staff_alerts" USING btree ("created_at");