-- Account deletion keeps the invoices billing law requires (docs/decisions/027-account-self-service.md).
ALTER TABLE "billing_invoices" DROP CONSTRAINT "billing_invoices_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_invoices" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD COLUMN "customer_email" text;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;