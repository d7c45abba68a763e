/** How many conversations the bench user has when GET /api/conversations is measured. */
export const BENCH_CONVERSATIONS = 200;
