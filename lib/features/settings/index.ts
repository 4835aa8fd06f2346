// The settings feature's public module: the company's details as pages show them.
export { getCompanyDetails } from "./store";
