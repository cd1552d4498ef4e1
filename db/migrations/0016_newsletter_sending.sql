CREATE TABLE "newsletter_deliveries" (
	"issue_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"batch" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"retry_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_deliveries_issue_id_subscription_id_pk" PRIMARY KEY("issue_id","subscription_id")
);
--> statement-breakpoint
CREATE TABLE "newsletter_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"newsletter_id" integer NOT NULL,
	"issue_date" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"preview_text" text DEFAULT '' NOT NULL,
	"intro_html" text DEFAULT '' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sponsor_slot" jsonb,
	"send_at" timestamp with time zone,
	"content" jsonb,
	"recipients" integer DEFAULT 0 NOT NULL,
	"opens" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_links" (
	"issue_id" integer NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"sponsor" text,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "newsletter_links_issue_id_position_pk" PRIMARY KEY("issue_id","position")
);
--> statement-breakpoint
CREATE TABLE "newsletter_suppressions" (
	"email" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"source" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"audience" text NOT NULL,
	"weekdays" jsonb NOT NULL,
	"send_time" text NOT NULL,
	"skip_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"from_address" text DEFAULT '' NOT NULL,
	"reply_to" text DEFAULT '' NOT NULL,
	"track_opens" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_newsletter_id_newsletters_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_issues" ADD CONSTRAINT "newsletter_issues_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_links" ADD CONSTRAINT "newsletter_links_issue_id_newsletter_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."newsletter_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_issue_batch_idx" ON "newsletter_deliveries" USING btree ("issue_id","batch","status");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_issues_newsletter_date_unique" ON "newsletter_issues" USING btree ("newsletter_id","issue_date");--> statement-breakpoint
CREATE INDEX "newsletter_issues_status_send_at_idx" ON "newsletter_issues" USING btree ("status","send_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletters_slug_unique" ON "newsletters" USING btree ("slug");--> statement-breakpoint
INSERT INTO "newsletters" ("slug", "name", "description", "audience", "weekdays", "send_time") VALUES
	('daily-boost', 'Daily Boost', 'One idea to sell better, every weekday morning.', 'dailyBoost', '[1,2,3,4,5]', '06:30'),
	('sales-digest', 'Sales Digest', 'The week''s best sales stories, every Friday.', 'salesDigest', '[5]', '07:00');
