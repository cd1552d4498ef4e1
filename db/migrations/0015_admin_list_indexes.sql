CREATE TABLE "subscriber_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_by" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"csv" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"subscribed" integer DEFAULT 0 NOT NULL,
	"asked" integer DEFAULT 0 NOT NULL,
	"bounced" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skipped" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "subscriber_imports" ADD CONSTRAINT "subscriber_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_uploaded_idx" ON "media" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "posts_type_modified_idx" ON "posts" USING btree ("type","modified_at","id");--> statement-breakpoint
CREATE INDEX "users_staff_email_idx" ON "users" USING btree ("email") WHERE "users"."role" <> 'reader';--> statement-breakpoint
CREATE INDEX "leads_created_idx" ON "leads" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "magazine_subscriptions_created_idx" ON "magazine_subscriptions" USING btree ("created_at","id");