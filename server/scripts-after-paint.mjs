// The page's own scripts after its first paint (#39). Next names each chunk of a page in <head> as
// <script async>: read from cache or a fast network they run while the HTML is still being read,
// so a phone paints the page only after it has evaluated the framework (about 110 KB brotli), and
// Lighthouse counts every one of them in the time to the largest paint. The server's pages name
// them instead in one inline loader (the prerendered ones as kept in memory, server/static-pages.mjs;
// the others as they stream, with the request's nonce, server/compressed-answer.mjs), in the head
// where the first of them stood, which adds them once the browser reports the first paint
// (a PerformanceObserver of "paint" entries, buffered; a browser without paint timing adds them at
// once). It waits on no timer: a tab opened in the background loads them when it is first shown.
//
// Between that paint and React's start the page is visible but not yet listening, so the loader
// holds the clicks a visitor makes there on a button (whose action is React's) or a plain click on
// a link of the site, and the change of a select or a file field (a resume chosen at once, which
// React reads in its onChange and would never hear of), and makes them again, in order, once React
// has hydrated the page (components/layout/hydration-signal.tsx) and every chunk the loader added
// has run. Sooner, React could still be waiting on a chunk and would drop the click, as it drops
// any click whose target it cannot hydrate; and a link followed before React has hydrated the page's
// metadata boundary (it hydrates the server's completed boundaries in a pass after the root) would
// delete that boundary unhydrated and leave the description it had hoisted into <head> beside the
// next page's. A select's choice is noted as it is made, at its input event (before React, which
// listens on the document too, hears of it): React, started but not yet through the page, hydrates
// the select for that event and puts back the value it rendered, so the held change would carry the
// old value; the choice is put back before the change is made again. A held event goes no further
// than the loader's listener (the first on the document): React, listening there too once it has
// started, must get it once, when it is made again, or a toggle would open and shut. Everything
// else keeps its native action, as without scripts: a link with a modifier key, a target, to
// another site or within the page, and a checkbox, a radio, a label or a text field takes the click
// or the keys at once (the site's forms read their fields from the page when sent). A page typed
// into as soon as it shows keeps Next's chunk scripts and gets the loader with no sources before
// them, for its holding alone (server/compressed-answer.mjs). A chunk that fails to load, the
// loader's or Next's, lets the held events go at once.
import { HYDRATED_EVENT } from "../lib/client/hydrated-event.mjs";

// A chunk as Next names it; a page rendered per request gives each the request's nonce.
const HEAD_CHUNK = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""(?: nonce="([^"<>]*)")?><\/script>/g;

/**
 * The loader, run in the page as written but for the indentation (no build step; no comment in its
 * body, which would be sent): `(loader)(sources, HYDRATED_EVENT)`. The held events go, in order, a
 * task after React has hydrated the page (the root layout's event, from a boundary hydrated with the
 * page's others) and every chunk it added has run; at once, natively, if a chunk failed. Dispatched,
 * not `.click()`: the target may be an icon inside the button, and SVG has no click(). A change is a
 * new bubbling `change`, the event React reads a select's or a file field's choice from, made after
 * the select's options are put back as its last input event left them.
 */
function loader(sources, hydratedEvent) {
  const doc = document;
  const held = [];
  const chosen = new WeakMap();
  function hold(event) {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (event.type === "click") {
      const link = target.closest("a[href]");
      const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      const own = link
        ? plain && !link.target && link.origin === location.origin && link.getAttribute("href").charAt(0) !== "#"
        : target.closest("button, [role=button]");
      if (!event.isTrusted || !own) return;
      event.preventDefault();
    } else if (!target.matches("select, input[type=file]")) return;
    event.stopImmediatePropagation();
    held.push([target, event, chosen.get(target)]);
  }
  function choose(event) {
    const select = event.target;
    if (select instanceof HTMLSelectElement)
      chosen.set(
        select,
        Array.from(select.options, (item) => item.selected),
      );
  }
  doc.addEventListener("click", hold, true);
  doc.addEventListener("change", hold, true);
  doc.addEventListener("input", choose, true);

  let hydrated = false;
  let pending = sources.length;
  const channel = new MessageChannel();
  window.addEventListener(
    "error",
    (event) => event.target instanceof HTMLScriptElement && channel.port2.postMessage(0),
    true,
  );
  channel.port1.onmessage = () => {
    doc.removeEventListener("click", hold, true);
    doc.removeEventListener("change", hold, true);
    doc.removeEventListener("input", choose, true);
    held.splice(0).forEach(([target, event, choice]) => {
      if (choice) Array.from(target.options, (option, index) => (option.selected = choice[index]));
      target.dispatchEvent(
        event.type === "click" ? new MouseEvent("click", event) : new Event("change", { bubbles: true }),
      );
    });
  };
  const release = () => hydrated && pending === 0 && channel.port2.postMessage(0);
  doc.addEventListener(
    hydratedEvent,
    () => {
      hydrated = true;
      release();
    },
    { once: true },
  );

  let added = false;
  function add() {
    if (added) return;
    added = true;
    sources.forEach((source) => {
      const script = doc.createElement("script");
      script.src = source;
      script.async = true;
      script.onload = () => {
        pending -= 1;
        release();
      };
      doc.head.appendChild(script);
    });
  }
  const Observer = window.PerformanceObserver;
  if (!Observer || (Observer.supportedEntryTypes || []).indexOf("paint") < 0) return add();
  const observer = new Observer(() => {
    observer.disconnect();
    add();
  });
  observer.observe({ type: "paint", buffered: true });
}

/** The loader's inline script for `sources`, with the chunks' nonce when they had one. */
export function loaderScript(sources, nonce) {
  const list = JSON.stringify(sources).replace(/</g, "\\u003c");
  const source = loader.toString().replace(/\n\s*/g, "");
  const allowed = nonce ? ` nonce="${nonce}"` : "";
  return `<script${allowed}>(${source})(${list},${JSON.stringify(HYDRATED_EVENT)})</script>`;
}

/**
 * `html` with the loader in its head where the first chunk script stood; unchanged without any.
 * `afterPaint`: the chunk scripts go, named in the loader. Otherwise they stay as Next wrote them
 * and the loader (with no sources) only holds the clicks made before React has hydrated the page.
 */
export function scriptsAfterPaint(html, afterPaint = true) {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const chunks = [...head.matchAll(HEAD_CHUNK)];
  if (chunks.length === 0) return html;
  const at = chunks[0].index;
  const rest = afterPaint ? head.slice(at).replace(HEAD_CHUNK, "") : head.slice(at);
  const loader = loaderScript(afterPaint ? chunks.map((match) => match[1]) : [], chunks[0][2]);
  return head.slice(0, at) + loader + rest + html.slice(headEnd);
}
