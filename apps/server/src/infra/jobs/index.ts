export { createJobs } from './create-jobs.js';
export {
  defineJob,
  type AnyJobDefinition,
  type EnqueueOptions,
  type JobContext,
  type JobDefinition,
  type Jobs,
  type RetryPolicy,
} from './jobs.js';
