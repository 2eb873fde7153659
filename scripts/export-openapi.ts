/** Writes openapi.yaml from the route schemas of the real app (never edit the file by hand). */
import { writeFileSync } from 'node:fs';
import { createTestApp } from '../test/helpers/app.js';

const test = await createTestApp({ SEED_DEMO: 'false' });
try {
  const yaml = test.app.swagger({ yaml: true });
  writeFileSync('openapi.yaml', yaml);
  console.log(`openapi.yaml written (${yaml.length} bytes)`);
} finally {
  await test.close();
}
