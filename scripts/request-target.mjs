// Only origin-form request targets (`/path?query`) reach Next. `OPTIONS *` (asterisk-form) made
// Next answer 500 with a stack in the log, and an absolute-form target
// (`GET http://evil.example/ HTTP/1.1`) made it redirect to that host: both get a plain 400.

/** Answers 400 and returns true when `req.url` is not a path; returns false otherwise. */
export function refuseNonPathTarget(req, res) {
  if (String(req.url ?? "").startsWith("/")) return false;
  const body = "Bad request";
  res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": body.length, "Cache-Control": "no-store", Connection: "close" });
  res.end(body);
  return true;
}
