// OpenTelemetry traces, exported over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT. Loaded by
// instrumentation.ts only when that variable is set: without it no SDK module is ever loaded.
// Next creates its own spans once a provider is registered; server/server.mjs opens the request's
// server span above them (lib/core/observe/request.ts), and Prisma's queries nest below.
import "server-only";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { PrismaInstrumentation } from "@prisma/instrumentation";
import { bridge } from "../bridge.mjs";
import { config } from "../config";
import { log } from "../log";

export function startTracing(): void {
  if (bridge.tracing || !config.otlpEndpoint) return;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": config.serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${config.otlpEndpoint}/v1/traces` }))],
  });
  // Also installs the W3C trace-context propagator and the AsyncLocalStorage context manager.
  provider.register();
  registerInstrumentations({ tracerProvider: provider, instrumentations: [new PrismaInstrumentation()] });
  // Spans still buffered go out before the process stops (server/server.mjs runs the bridge's stops).
  bridge.stops.push(() => provider.shutdown());
  bridge.tracing = provider;
  log.info({ endpoint: config.otlpEndpoint }, "traces exported over OTLP/HTTP");
}
