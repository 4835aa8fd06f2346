// Caching of the prerendered pages (the ones server/csp-hashes.mjs finds): a CDN or browser may
// keep them, and revalidates them cheaply.
//
// Next answers them with an ETag (a hash of the HTML), but with `Cache-Control: s-maxage=31536000`:
// a CDN would keep a page for a year after the next deploy or after the operator changed what it
// shows (a revalidatePath renders it again). Here (server/site-response.mjs, for their HTML and
// their RSC payloads) they get a short shared lifetime with stale-while-revalidate: a CDN serves
// its copy for up to STATIC_PAGE_S_MAXAGE seconds, then answers from it once more while it
// revalidates (a 304 when the page is unchanged), for at most STATIC_PAGE_STALE seconds. Browsers
// revalidate every time (max-age=0). No Last-Modified (server/static-pages.mjs drops it): the
// build's file time says nothing about a page rendered again since, so If-Modified-Since would
// answer 304 for a changed page; the ETag follows the HTML.
// What a publish or moderation changes (blog landings, explore pages, posts, the sitemap) renders
// per request with `Cache-Control: private, no-store` and is never kept by a CDN.
export const STATIC_PAGE_S_MAXAGE = 300;
export const STATIC_PAGE_STALE = 86_400;
export const STATIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${STATIC_PAGE_S_MAXAGE}, stale-while-revalidate=${STATIC_PAGE_STALE}`;
