-- A client's movement history also holds the movements out of the client's accounts recorded under another
-- client (a Coverdell ESA rolled over to a family member's, 26 U.S.C. 530(d)(5); a transfer incident to divorce,
-- 408(d)(6)): the one-rollover limit reads them by the distributing account (docs/decisions/46-rollovers-review.md).
CREATE INDEX movements_from_account ON movements (from_account_id, distribution_date)
  WHERE from_account_id IS NOT NULL;
