-- Custom SQL migration file, put your code below! --
-- Splits a one-line office address of the US form "street, city, ST 12345" into the parts 0011 added
-- (schema.org's PostalAddress). `rest` is the line without ", ST 12345"; its last comma separates the
-- street from the city (rtrim by every other character stops at it). An address of any other form
-- keeps null parts: the Settings screen shows them empty for staff to fill in.
WITH split AS (
  SELECT id, rest, rtrim(rest, replace(rest, ',', '')) AS head
  FROM (SELECT id, substr(trim(address), 1, length(trim(address)) - 10) AS rest FROM firm_settings)
)
UPDATE firm_settings
SET
  street_address = (SELECT trim(rtrim(head, ',')) FROM split WHERE split.id = firm_settings.id),
  address_locality = (SELECT trim(substr(rest, length(head) + 1)) FROM split WHERE split.id = firm_settings.id),
  address_region = substr(trim(address), -8, 2),
  postal_code = substr(trim(address), -5),
  address_country = 'US'
WHERE street_address IS NULL
  AND trim(address) GLOB '*, [A-Z][A-Z] [0-9][0-9][0-9][0-9][0-9]'
  AND instr(substr(trim(address), 1, length(trim(address)) - 10), ',') > 0;
