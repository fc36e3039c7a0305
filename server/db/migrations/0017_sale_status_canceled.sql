-- SPEC.md 4 'Sale status': active, success, canceled. A sale an admin cancelled was stored as 'rejected'.
UPDATE sales SET status = 'canceled' WHERE status = 'rejected';
