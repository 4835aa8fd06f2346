// A span around one piece of work (an SMTP send), under whatever span is active. Only the
// OpenTelemetry API is loaded here: with no tracer provider registered its tracer does nothing.
import { SpanKind, SpanStatusCode, trace, type Attributes } from "@opentelemetry/api";
import { scrubText } from "../log";

const tracer = trace.getTracer("consultancy-site");

export function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      // Name and scrubbed message only: an SMTP refusal often quotes the recipient's address.
      const { name, message } = error instanceof Error ? error : { name: "Error", message: String(error) };
      span.recordException({ name, message: scrubText(message) });
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
