CREATE TABLE "product_name_words" (
	"word" text PRIMARY KEY NOT NULL,
	"products" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_name_words_trgm_idx" ON "product_name_words" USING gin ("word" gin_trgm_ops);