-- A recharacterization's two transactions name the contribution recharacterized, without its net
-- income (docs/decisions/46-conversions-review.md): the contribution limits count it once, on the
-- second IRA, at what was contributed (26 CFR 1.408A-5 Q&A-1), not the amount moved.
ALTER TABLE transactions ADD COLUMN recharacterized_contribution numeric(20, 2);
