-- Sites become a vocabulary (common/careers-vocabulary.ts SITES, named in four languages in
-- common/careers-names.ts): the sites written in English become their keys, in the jobs and in the
-- job alerts' saved criteria. A site outside the vocabulary is kept as it was written.
UPDATE "jobs" SET "location" = CASE "location"
  WHEN 'Main Campus' THEN 'main-campus'
  WHEN 'Mother and Child Hospital' THEN 'mother-and-child'
  WHEN 'Eastlands Outpatient Centre' THEN 'eastlands-outpatient'
  WHEN 'Lakeside Satellite Hospital' THEN 'lakeside-satellite'
  WHEN 'Training and Research Institute' THEN 'training-research-institute'
  ELSE "location" END
WHERE "location" IN ('Main Campus', 'Mother and Child Hospital', 'Eastlands Outpatient Centre', 'Lakeside Satellite Hospital', 'Training and Research Institute');
--> statement-breakpoint
UPDATE "job_alerts" SET "criteria" = jsonb_set("criteria", '{location}', (
  SELECT coalesce(jsonb_agg(CASE site
    WHEN 'Main Campus' THEN 'main-campus'
    WHEN 'Mother and Child Hospital' THEN 'mother-and-child'
    WHEN 'Eastlands Outpatient Centre' THEN 'eastlands-outpatient'
    WHEN 'Lakeside Satellite Hospital' THEN 'lakeside-satellite'
    WHEN 'Training and Research Institute' THEN 'training-research-institute'
    ELSE site END), '[]'::jsonb)
  FROM jsonb_array_elements_text("criteria"->'location') AS site
))
WHERE jsonb_typeof("criteria"->'location') = 'array';
