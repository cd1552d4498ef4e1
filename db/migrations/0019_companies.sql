CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"logo_media_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"headquarters" text DEFAULT '' NOT NULL,
	"size_band" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "company_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"seen_as" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_listings" (
	"post_id" integer NOT NULL,
	"role" text NOT NULL,
	"position" integer NOT NULL,
	"company_id" integer NOT NULL,
	"family" text NOT NULL,
	"year" integer NOT NULL,
	"rank" integer,
	"category" text DEFAULT '' NOT NULL,
	CONSTRAINT "company_listings_post_id_role_position_pk" PRIMARY KEY("post_id","role","position")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_aliases" ADD CONSTRAINT "company_aliases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_listings" ADD CONSTRAINT "company_listings_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_listings" ADD CONSTRAINT "company_listings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_aliases_kind_value_unique" ON "company_aliases" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "company_aliases_company_idx" ON "company_aliases" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "company_listings_company_idx" ON "company_listings" USING btree ("company_id","family","year");--> statement-breakpoint
CREATE INDEX "company_listings_family_year_idx" ON "company_listings" USING btree ("family","year","company_id");