// The Debian programs `npm test` drives: PostgreSQL's server, Chromium and nginx (each script
// installs its package with apt as root, or says how and exits with 1).
await import("./ensure-postgres.mjs");
await import("./ensure-browser.mjs");
await import("./ensure-nginx.mjs");
