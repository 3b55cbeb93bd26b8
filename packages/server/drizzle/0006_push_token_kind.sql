-- Hand-written in place of the generated `ADD COLUMN "kind" text NOT NULL`, which fails on a table
-- that has rows: add the column, fill it from the platform, then require it.
ALTER TABLE "push_tokens" ADD COLUMN "kind" text;--> statement-breakpoint
UPDATE "push_tokens" SET "kind" = CASE "platform" WHEN 'web' THEN 'webpush' WHEN 'android' THEN 'fcm' ELSE 'apns' END;--> statement-breakpoint
ALTER TABLE "push_tokens" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_kind_check" CHECK (("push_tokens"."platform" = 'web' and "push_tokens"."kind" = 'webpush') or ("push_tokens"."platform" = 'android' and "push_tokens"."kind" = 'fcm') or ("push_tokens"."platform" = 'ios' and "push_tokens"."kind" in ('apns', 'fcm')));
