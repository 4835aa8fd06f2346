// The proof-of-work feature's public module: what other features may use of it (ESLint holds the line).
export { countPublishedCaseStudies } from "./queries";
export { revalidateProof } from "./revalidate";
