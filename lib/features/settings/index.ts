// The settings feature's public module: the company's details as pages show them, and as the
// operator saved them (null before the first save: the launch checklist reads that).
export { getCompanyDetails, getSavedCompanyDetails, getShownTestimonials } from "./store";
