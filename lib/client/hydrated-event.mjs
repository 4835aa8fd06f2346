// The event the root layout's HydrationSignal fires on the document once React has hydrated the
// page, its Suspense boundaries included, which the page's script loader
// (server/scripts-after-paint.mjs) waits for before it makes the clicks it held. Plain JavaScript so
// that the server, plain Node, imports it too.
export const HYDRATED_EVENT = "site:hydrated";
