import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { components } from '../../api/schema';
import type { JobStatus } from '../../../../common/careers-vocabulary';

/* The job administration's own vocabulary; the careers vocabularies are in lib/careers-vocabulary. */
type Schemas = components['schemas'];
export type { JobStatus };
export type Job = Schemas['Job'];
export type JobInput = Schemas['JobInput'];

export const STATUS_LABELS: Record<JobStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  open: msg`Open`,
  closed: msg`Closed`,
  archived: msg`Archived`,
};
