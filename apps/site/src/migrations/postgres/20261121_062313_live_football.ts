import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_live_match_lang" AS ENUM('en', 'fr', 'pt', 'de', 'id', 'it', 'ko', 'pl', 'ru', 'es', 'th', 'tr', 'uk', 'vi', 'nl', 'ro', 'ka', 'hy', 'az', 'el', 'uz');
  CREATE TYPE "public"."enum__pages_v_blocks_live_match_lang" AS ENUM('en', 'fr', 'pt', 'de', 'id', 'it', 'ko', 'pl', 'ru', 'es', 'th', 'tr', 'uk', 'vi', 'nl', 'ro', 'ka', 'hy', 'az', 'el', 'uz');
  CREATE TYPE "public"."enum_guides_blocks_live_match_lang" AS ENUM('en', 'fr', 'pt', 'de', 'id', 'it', 'ko', 'pl', 'ru', 'es', 'th', 'tr', 'uk', 'vi', 'nl', 'ro', 'ka', 'hy', 'az', 'el', 'uz');
  CREATE TYPE "public"."enum__guides_v_blocks_live_match_lang" AS ENUM('en', 'fr', 'pt', 'de', 'id', 'it', 'ko', 'pl', 'ru', 'es', 'th', 'tr', 'uk', 'vi', 'nl', 'ro', 'ka', 'hy', 'az', 'el', 'uz');
  CREATE TYPE "public"."enum_matches_events_type" AS ENUM('goal', 'yellow_card', 'red_card', 'substitution');
  CREATE TYPE "public"."enum_matches_events_side" AS ENUM('home', 'away');
  CREATE TYPE "public"."enum_matches_stage" AS ENUM('plan', 'live', 'results_only', 'cancelled', 'postponed', 'finished', 'finished_overtime', 'finished_penalty', 'finished_technical_defeat', 'halftime', 'pause', '1st_quarter', '2nd_quarter', '3rd_quarter', '4th_quarter', 'break_time', 'overtime', 'extra_time_halftime', 'penalties');
  CREATE TABLE "pages_blocks_live_match" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"lang" "enum_pages_blocks_live_match_lang" DEFAULT 'en',
  	"empty_text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_live_match" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"lang" "enum__pages_v_blocks_live_match_lang" DEFAULT 'en',
  	"empty_text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "guides_blocks_live_match" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"lang" "enum_guides_blocks_live_match_lang" DEFAULT 'en',
  	"empty_text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_guides_v_blocks_live_match" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"lang" "enum__guides_v_blocks_live_match_lang" DEFAULT 'en',
  	"empty_text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "leagues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"logo_id" integer,
  	"logo_url" varchar,
  	"provider_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "teams" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"abbreviation" varchar,
  	"logo_id" integer,
  	"logo_url" varchar,
  	"provider_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "matches_events" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_matches_events_type" NOT NULL,
  	"minute" varchar NOT NULL,
  	"side" "enum_matches_events_side" NOT NULL,
  	"player" varchar,
  	"player_in" varchar,
  	"score" varchar
  );
  
  CREATE TABLE "matches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"date" timestamp(3) with time zone NOT NULL,
  	"stage" "enum_matches_stage" DEFAULT 'plan' NOT NULL,
  	"match_time" varchar,
  	"league_id" integer NOT NULL,
  	"home_team_id" integer NOT NULL,
  	"home_score" numeric,
  	"home_periods" jsonb,
  	"away_team_id" integer NOT NULL,
  	"away_score" numeric,
  	"away_periods" jsonb,
  	"provider_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "leagues_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "teams_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "matches_id" integer;
  ALTER TABLE "pages_blocks_live_match" ADD CONSTRAINT "pages_blocks_live_match_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_live_match" ADD CONSTRAINT "_pages_v_blocks_live_match_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_blocks_live_match" ADD CONSTRAINT "guides_blocks_live_match_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_blocks_live_match" ADD CONSTRAINT "_guides_v_blocks_live_match_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "leagues" ADD CONSTRAINT "leagues_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "teams" ADD CONSTRAINT "teams_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "matches_events" ADD CONSTRAINT "matches_events_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "matches" ADD CONSTRAINT "matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_live_match_order_idx" ON "pages_blocks_live_match" USING btree ("_order");
  CREATE INDEX "pages_blocks_live_match_parent_id_idx" ON "pages_blocks_live_match" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_live_match_path_idx" ON "pages_blocks_live_match" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_live_match_order_idx" ON "_pages_v_blocks_live_match" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_live_match_parent_id_idx" ON "_pages_v_blocks_live_match" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_live_match_path_idx" ON "_pages_v_blocks_live_match" USING btree ("_path");
  CREATE INDEX "guides_blocks_live_match_order_idx" ON "guides_blocks_live_match" USING btree ("_order");
  CREATE INDEX "guides_blocks_live_match_parent_id_idx" ON "guides_blocks_live_match" USING btree ("_parent_id");
  CREATE INDEX "guides_blocks_live_match_path_idx" ON "guides_blocks_live_match" USING btree ("_path");
  CREATE INDEX "_guides_v_blocks_live_match_order_idx" ON "_guides_v_blocks_live_match" USING btree ("_order");
  CREATE INDEX "_guides_v_blocks_live_match_parent_id_idx" ON "_guides_v_blocks_live_match" USING btree ("_parent_id");
  CREATE INDEX "_guides_v_blocks_live_match_path_idx" ON "_guides_v_blocks_live_match" USING btree ("_path");
  CREATE UNIQUE INDEX "leagues_slug_idx" ON "leagues" USING btree ("slug");
  CREATE INDEX "leagues_logo_idx" ON "leagues" USING btree ("logo_id");
  CREATE INDEX "leagues_provider_id_idx" ON "leagues" USING btree ("provider_id");
  CREATE INDEX "leagues_updated_at_idx" ON "leagues" USING btree ("updated_at");
  CREATE INDEX "leagues_created_at_idx" ON "leagues" USING btree ("created_at");
  CREATE UNIQUE INDEX "teams_slug_idx" ON "teams" USING btree ("slug");
  CREATE INDEX "teams_logo_idx" ON "teams" USING btree ("logo_id");
  CREATE INDEX "teams_provider_id_idx" ON "teams" USING btree ("provider_id");
  CREATE INDEX "teams_updated_at_idx" ON "teams" USING btree ("updated_at");
  CREATE INDEX "teams_created_at_idx" ON "teams" USING btree ("created_at");
  CREATE INDEX "matches_events_order_idx" ON "matches_events" USING btree ("_order");
  CREATE INDEX "matches_events_parent_id_idx" ON "matches_events" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "matches_slug_idx" ON "matches" USING btree ("slug");
  CREATE INDEX "matches_date_idx" ON "matches" USING btree ("date");
  CREATE INDEX "matches_stage_idx" ON "matches" USING btree ("stage");
  CREATE INDEX "matches_league_idx" ON "matches" USING btree ("league_id");
  CREATE INDEX "matches_home_home_team_idx" ON "matches" USING btree ("home_team_id");
  CREATE INDEX "matches_away_away_team_idx" ON "matches" USING btree ("away_team_id");
  CREATE INDEX "matches_provider_id_idx" ON "matches" USING btree ("provider_id");
  CREATE INDEX "matches_updated_at_idx" ON "matches" USING btree ("updated_at");
  CREATE INDEX "matches_created_at_idx" ON "matches" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_leagues_fk" FOREIGN KEY ("leagues_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_teams_fk" FOREIGN KEY ("teams_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_matches_fk" FOREIGN KEY ("matches_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_leagues_id_idx" ON "payload_locked_documents_rels" USING btree ("leagues_id");
  CREATE INDEX "payload_locked_documents_rels_teams_id_idx" ON "payload_locked_documents_rels" USING btree ("teams_id");
  CREATE INDEX "payload_locked_documents_rels_matches_id_idx" ON "payload_locked_documents_rels" USING btree ("matches_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_live_match" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_live_match" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "guides_blocks_live_match" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_guides_v_blocks_live_match" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "leagues" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "teams" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "matches_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "matches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_live_match" CASCADE;
  DROP TABLE "_pages_v_blocks_live_match" CASCADE;
  DROP TABLE "guides_blocks_live_match" CASCADE;
  DROP TABLE "_guides_v_blocks_live_match" CASCADE;
  DROP TABLE "leagues" CASCADE;
  DROP TABLE "teams" CASCADE;
  DROP TABLE "matches_events" CASCADE;
  DROP TABLE "matches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_leagues_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_teams_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_matches_fk";
  
  DROP INDEX "payload_locked_documents_rels_leagues_id_idx";
  DROP INDEX "payload_locked_documents_rels_teams_id_idx";
  DROP INDEX "payload_locked_documents_rels_matches_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "leagues_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "teams_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "matches_id";
  DROP TYPE "public"."enum_pages_blocks_live_match_lang";
  DROP TYPE "public"."enum__pages_v_blocks_live_match_lang";
  DROP TYPE "public"."enum_guides_blocks_live_match_lang";
  DROP TYPE "public"."enum__guides_v_blocks_live_match_lang";
  DROP TYPE "public"."enum_matches_events_type";
  DROP TYPE "public"."enum_matches_events_side";
  DROP TYPE "public"."enum_matches_stage";`)
}
