-- Trigram indexes serve the stock queries' "contains" filters (cell, item) over large ledgers; the
-- extension is trusted (PostgreSQL 13+), so a database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
