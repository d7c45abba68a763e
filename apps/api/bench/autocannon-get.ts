// GET one URL at a fixed number of autocannon connections for a while, as a logged-in browser
// would (session cookie, asks for gzip). Both the list bench and the load test's conversation-list
// segment time the list with it: autocannon's client takes far less of the machine's two cores than
// Node's fetch loops, so its percentiles say more about the server than about the client.
import autocannon from "autocannon";

export interface AutocannonFigures {
  count: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Non-2xx answers and connection errors. */
  failures: number;
  bytesPerRequest: number;
}

export async function autocannonGet(options: {
  url: string;
  cookie: string;
  connections: number;
  ms: number;
}): Promise<AutocannonFigures> {
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.ms / 1000,
        headers: { cookie: options.cookie, "accept-encoding": "gzip, deflate" },
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    ),
  );
  return {
    count: result.requests.total,
    requestsPerSecond: result.requests.total / (options.ms / 1000),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors,
    bytesPerRequest: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}
