// The page's own scripts after its first paint (#39). Next names each chunk of a page in <head> as
// <script async>: read from cache or a fast network they run while the HTML is still being read,
// so a phone paints the page only after it has evaluated the framework (about 110 KB brotli), and
// Lighthouse counts every one of them in the time to the largest paint. The prerendered pages the
// server answers from memory (server/static-pages.mjs) name them instead in one inline loader at
// the end of <body>, which adds them once the browser reports the first paint (a PerformanceObserver
// of "paint" entries, buffered, so a paint before the loader ran counts; a browser without paint
// timing adds them at once). It waits on no timer: a tab opened in the background loads them when it
// is first shown and painted. Nothing else changes: the same chunks, async as before (their order
// never mattered), the RSC payload and the webpack runtime where Next put them.
const HEAD_CHUNK = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g;

/** `html` with its head's chunk scripts moved into a loader run after the first paint; unchanged without any. */
export function scriptsAfterPaint(html) {
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  if (headEnd < 0 || bodyEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const sources = [...head.matchAll(HEAD_CHUNK)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  const loader =
    `<script>(function(s){var done=false;function add(){if(done)return;done=true;` +
    `for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.async=true;document.head.appendChild(e)}}` +
    `var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return add();` +
    `var o=new P(function(){o.disconnect();add()});o.observe({type:"paint",buffered:true})})(${list})</script>`;
  return head.replace(HEAD_CHUNK, "") + html.slice(headEnd, bodyEnd) + loader + html.slice(bodyEnd);
}
