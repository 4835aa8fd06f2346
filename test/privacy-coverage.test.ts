// Issue 23 item 8: the privacy list (lib/features/privacy/tables.ts) is the one list search,
// export and erasure walk. Every field of the Prisma data model whose name says it may hold an
// address must be one of its tables' address columns, or be named address-free with a reason.
import { describe, expect, it } from "vitest";
import { PERSON_TABLES } from "@/lib/features/privacy";
import { ADDRESS_FREE_FIELDS } from "@/lib/features/privacy/trail";
import { db } from "./support/wizard";

type Field = { name: string; kind: string; type: string };
type DataModel = { models: Record<string, { fields: Field[] }> };

// The client's own copy of the schema's DMMF (models and their fields), as generated.
const dataModel = (db as unknown as { _runtimeDataModel: DataModel })._runtimeDataModel;

// Names that can hold an address: e-mail columns, recipients, "who did it" columns, free text
// that records what happened, and keys built from request values.
const MAY_HOLD_ADDRESS = /mail|^to$|by$|detail|payload|key$/i;

const addressFields = () =>
  Object.entries(dataModel.models).flatMap(([model, { fields }]) =>
    fields.filter((field) => field.kind === "scalar" && field.type === "String" && MAY_HOLD_ADDRESS.test(field.name)).map((field) => `${model}.${field.name}`),
  );

describe("the privacy table list", () => {
  it("reads the data model's fields from the Prisma DMMF", () => {
    expect(Object.keys(dataModel.models)).toContain("OperatorInvite");
    expect(addressFields()).toEqual(
      expect.arrayContaining([
        "User.email",
        "OperatorInvite.email",
        "OperatorInvite.invitedByEmail",
        "AuditEvent.actorEmail",
        "AuditEvent.detail",
        "RateLimit.key",
      ]),
    );
  });

  it("covers every model field that can hold an address", () => {
    const covered = new Set(PERSON_TABLES.flatMap((table) => table.addressColumns.map((column) => `${table.model}.${column}`)));
    const missing = addressFields().filter((field) => !covered.has(field) && !(field in ADDRESS_FREE_FIELDS));
    expect(missing).toEqual([]);
  });

  it("searches what operators write about people: the records' notes and timelines (issue 37)", () => {
    const covered = new Set(PERSON_TABLES.flatMap((table) => table.addressColumns.map((column) => `${table.model}.${column}`)));
    expect(["WorkNote.body", "WorkEvent.detail"].filter((field) => !covered.has(field))).toEqual([]);
  });

  it("names only real fields, and no field both as an address column and as address-free", () => {
    const real = new Set(Object.entries(dataModel.models).flatMap(([model, { fields }]) => fields.map((field) => `${model}.${field.name}`)));
    const columns = PERSON_TABLES.flatMap((table) => table.addressColumns.map((column) => `${table.model}.${column}`));
    expect([...columns, ...Object.keys(ADDRESS_FREE_FIELDS)].filter((field) => !real.has(field))).toEqual([]);
    expect(columns.filter((field) => field in ADDRESS_FREE_FIELDS)).toEqual([]);
  });
});
