import { describe, expect, it } from 'vitest';
import { boundaryBreach } from './boundaries.js';

const breach = (from: string, to: string) => boundaryBreach({ from, to });

describe('import boundaries', () => {
  it('lets a server module reach another only through its index', () => {
    expect(breach('server/modules/careers-account/service.ts', 'server/modules/careers-jobs/index.js')).toBeNull();
    expect(breach('server/modules/careers-account/service.ts', 'server/modules/careers-jobs/repo.js')).toMatch(/only through its index/);
    expect(breach('server/modules/careers-account/service.ts', 'server/modules/careers-account/repo.js')).toBeNull();
    expect(breach('server/modules/careers-account/service.ts', 'server/lib/refusals.js')).toBeNull();
    expect(breach('server/modules/index.ts', 'server/modules/careers-jobs/routes.js')).toBeNull();
  });

  it('keeps SPA features apart and shared code free of features', () => {
    expect(breach('web/src/features/careers/jobs/jobs-page.tsx', 'web/src/features/careers/shared/links')).toBeNull();
    expect(breach('web/src/features/careers/jobs/jobs-page.tsx', 'web/src/features/applicant/model')).toMatch(/imports feature "applicant"/);
    expect(breach('web/src/features/auth/login-form.tsx', 'web/src/app/routes')).toMatch(/app\//);
    expect(breach('web/src/lib/query.tsx', 'web/src/features/demo-users/api')).toMatch(/shared code knows no feature/);
    expect(breach('web/src/components/toast.tsx', 'web/src/lib/i18n')).toBeNull();
    expect(breach('web/src/app/router.tsx', 'web/src/features/careers/careers-home')).toBeNull();
  });
});
