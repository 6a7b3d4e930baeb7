-- Official UDNs (the demos' own): no owner, readable by every signed-in user, changed only by the
-- server's seed. A row is a user's or official, never both nor neither.
ALTER TABLE "udn_version_groups" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "udns" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "udn_version_groups" ADD COLUMN "official" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "udns" ADD COLUMN "official" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "udn_version_groups" ADD CONSTRAINT "udn_version_groups_owner_or_official" CHECK (("udn_version_groups"."user_id" IS NULL) = "udn_version_groups"."official");--> statement-breakpoint
ALTER TABLE "udns" ADD CONSTRAINT "udns_owner_or_official" CHECK (("udns"."user_id" IS NULL) = "udns"."official");