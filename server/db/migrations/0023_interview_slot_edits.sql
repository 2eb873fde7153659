ALTER TABLE "interview_invitations" ADD COLUMN "adjustments_arranged" text DEFAULT '' NOT NULL;
