-- Custom SQL migration file, put your code below! --
-- The acknowledgement now names the response-time promise (firm_settings.response_promise) instead of
-- its own "within one business day". Only a wording staff never changed is replaced.
UPDATE `firm_settings`
SET `acknowledgement_text` = 'Dear {name},' || char(10) || char(10) || 'Thank you for contacting {firm}. We have received your enquiry and a member of our team will reply {promise}.'
WHERE `acknowledgement_text` = 'Dear {name},' || char(10) || char(10) || 'Thank you for contacting {firm}. We have received your enquiry and a member of our team will reply within one business day.';
