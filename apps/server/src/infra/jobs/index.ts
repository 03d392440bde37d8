export { createJobs } from './create-jobs.js';
export { defineJob, type EnqueueOptions, type JobContext, type JobDefinition, type Jobs, type RetryPolicy } from './jobs.js';
