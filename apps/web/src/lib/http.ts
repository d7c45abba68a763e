/**
 * Plain HTTP calls to the REST API (docs/behaviour.md §7): every call sends cookies, JSON bodies go
 * with Content-Type application/json, and any non-OK response raises an error whose text is
 * "{status}: {body or statusText}".
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "HttpError";
    this.status = status;
    this.body = body;
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => "");
  throw new HttpError(response.status, body, response.statusText);
}

export interface ApiRequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiRequest(
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * The default GET: parsed JSON, or null when the server answers 401 (signed out is a normal state,
 * not an error, for reads such as the current user).
 */
export async function getJson<T>(
  url: string,
  options: { on401?: "null" | "throw"; signal?: AbortSignal } = {},
): Promise<T | null> {
  const response = await fetch(url, { credentials: "include", signal: options.signal });
  if (response.status === 401 && (options.on401 ?? "null") === "null") return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}
