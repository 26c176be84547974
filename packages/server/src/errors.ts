// Errors that answer a request: a status (always 4xx for the client's mistakes) and a sentence.
export class HttpError extends Error {
  override readonly name = "HttpError";
  constructor(
    readonly status: number,
    message: string,
    /** Seconds to wait before trying again (429). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (m: string) => new HttpError(400, m);
export const unauthorized = (m = "Log in first") => new HttpError(401, m);
export const forbidden = (m: string) => new HttpError(403, m);
export const notFound = (m: string) => new HttpError(404, m);
export const conflict = (m: string) => new HttpError(409, m);
export const tooMany = (m: string, retryAfter: number) => new HttpError(429, m, retryAfter);
