import type { CaseFiles } from './suite.js';

type Loaders = Record<string, () => Promise<CaseFiles[string]>>;

/**
 * The case files in four shares of similar length, one per test file (contract-<share>.test.ts),
 * so that the test runner's workers run them side by side; contract.test.ts checks that every case
 * file is in one.
 */
export const SHARES = {
  hiring: import.meta.glob<CaseFiles[string]>('./cases/careers-{interviews,offers,reference,sift}*.ts') as Loaders,
  careers: import.meta.glob<CaseFiles[string]>(['./cases/careers-*.ts', '!./cases/careers-{interviews,offers,reference,sift}*.ts']) as Loaders,
  demo: import.meta.glob<CaseFiles[string]>('./cases/demo-*.ts') as Loaders,
  platform: import.meta.glob<CaseFiles[string]>(['./cases/*.ts', '!./cases/{careers,demo}-*.ts']) as Loaders,
};

export async function share(name: keyof typeof SHARES): Promise<CaseFiles> {
  return Object.fromEntries(await Promise.all(Object.entries(SHARES[name]).map(async ([file, load]) => [file, await load()] as const)));
}
