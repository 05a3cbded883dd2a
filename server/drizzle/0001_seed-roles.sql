-- The two roles of the product (spec section 6); every user holds "user", administrators also "admin".
INSERT INTO "roles" ("name", "description", "is_public") VALUES
  ('user', 'Saves cashflows and questionnaires, shares read-only links, manages own assessments', true),
  ('admin', 'Manages all users, assessments and questionnaires', true)
ON CONFLICT ("name") DO NOTHING;
