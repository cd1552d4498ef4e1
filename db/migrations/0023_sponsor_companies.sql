ALTER TABLE "companies" ADD COLUMN "sponsor_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_sponsor_key_unique" UNIQUE("sponsor_key");