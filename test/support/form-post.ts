// A plain form post, as a browser without JavaScript sends it: a navigation carrying the session's
// cookie, answered with a redirect (the workspace's record, bulk and board forms).
export function formPost(path: string, fields: Record<string, string> | Array<[string, string]>, cookie: string): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      host: "localhost:3000",
      origin: "http://localhost:3000",
      "content-type": "application/x-www-form-urlencoded",
      "sec-fetch-mode": "navigate",
      accept: "text/html",
      cookie,
    },
    body: new URLSearchParams(fields).toString(),
  });
}
