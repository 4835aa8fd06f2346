// What any handler may answer about the request itself (lib/core/http.ts, lib/core/request.ts).
export const HTTP_MESSAGES = {
  badRequest: "The request could not be read.",
  forbidden: "This request is not allowed.",
  notFound: "Nothing was found here.",
  tooLarge: "The request is too large.",
  unsupportedType: "This type of content is not accepted.",
  invalid: "Some details need fixing.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  unauthorized: "A valid bearer token is required.",
  unavailable: "We cannot save or load this right now. Please try again in a moment.",
  serverError: "Something went wrong on our side. Please try again later.",
  sendJson: "Please send the details as JSON.",
  invalidJson: "The request body is not valid JSON.",
  notAnObject: "The request body must be a JSON object.",
} as const;
