/** The SQL pg-boss 10 runs, from its source (the package ships no types for it): see queue.ts. */
declare module 'pg-boss/src/plans.js' {
  const plans: {
    completeJobs(schema: string): string
    failJobsById(schema: string): string
  }
  export default plans
}
