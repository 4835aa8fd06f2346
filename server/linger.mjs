// An answer written before its request's body was read (a 413 for a declared 25 MB, a 401 before an
// upload, a 308) must not close the connection while that body still arrives: the kernel answers
// the unread bytes with a reset, and the client's kernel then drops the answer it had not read yet
// (a browser shows "connection reset" instead of "too large"). Left on a kept-alive connection,
// the unread body instead holds it until the keep-alive timeout. So such an answer says
// `Connection: close`, and its socket closes as nginx's lingering_close does: it ends its side,
// reads and drops what still comes, and closes once the body is in or after LINGER_MS at most.

/** How long a socket may read and drop the rest of a body it answered early. */
export const LINGER_MS = 10_000;

const lingering = Symbol("lingering");

/** True when `req` declared a body that has not all arrived yet. */
export function bodyUnread(req) {
  if (!req || req.complete) return false;
  const length = req.headers["content-length"];
  return Boolean(req.headers["transfer-encoding"]) || (length !== undefined && length !== "0");
}

/** Makes the close node asks of `req`'s socket after its answer (destroySoon) a lingering one. */
export function lingerAfterAnswer(req) {
  const socket = req.socket;
  if (!socket || socket[lingering]) return;
  socket[lingering] = true;
  const destroySoon = socket.destroySoon;
  socket.destroySoon = function lingeringClose() {
    if (req.complete || socket.destroyed) return destroySoon.call(socket);
    socket.end();
    // Whoever read the body has its answer: what still comes is read off the wire and dropped.
    req.removeAllListeners("data");
    req.resume();
    const close = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(close, LINGER_MS).unref();
    req.once("end", close);
    socket.once("close", () => clearTimeout(timer));
  };
}
