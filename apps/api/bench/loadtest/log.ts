/** A progress line on stdout, with the time of day. */
export const log = (line: string) =>
  console.log(`[loadtest ${new Date().toISOString().slice(11, 19)}] ${line}`);
