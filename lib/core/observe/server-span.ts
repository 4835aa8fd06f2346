// The server span of each request, opened by server/server.mjs around Next's handler: Next's own
// spans (it starts them once instrumentation.ts registered a tracer provider) and Prisma's nest
// under it. Loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set. A trusted proxy's traceparent
// continues its trace; a client's own is ignored, as its X-Request-Id is.
import type { IncomingMessage } from "node:http";
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import type { SpanStarter } from "./request";

export function serverSpans(trustProxy: boolean): SpanStarter {
  const tracer = trace.getTracer("consultancy-site/server");
  return (req: IncomingMessage, { requestId, route }) => {
    const parent = trustProxy ? propagation.extract(ROOT_CONTEXT, req.headers) : ROOT_CONTEXT;
    const method = req.method ?? "GET";
    const span = tracer.startSpan(
      `${method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: { "http.request.method": method, "http.route": route, "request.id": requestId },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    return {
      run: (work) => context.with(active, work),
      end(status) {
        span.setAttribute("http.response.status_code", status);
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      },
    };
  };
}
