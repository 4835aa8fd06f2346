// Where notifications for the operator go, apart from the outbox so that handlers which queue
// no operator mail do not load the site's contact details.
import "server-only";
import { config } from "../config";
import { DEFAULT_COMPANY_DETAILS } from "../../content/site";

/** OPERATOR_EMAIL, else the address the site shows. */
export function operatorAddress(): string {
  return config.operatorEmail || DEFAULT_COMPANY_DETAILS.email;
}
