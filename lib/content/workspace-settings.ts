// The workspace settings screen (/admin/workspace): stages, close reasons and who new records go
// to; the handover an operator's removal asks for; the mail a new owner gets.
import type { Pipeline, WorkKind } from "./workspace";

export const WORKSPACE_SETTINGS_PATH = "/admin/workspace";

export const WORKSPACE_SETTINGS_API = {
  stages: "/api/admin/workspace/stages",
  reasons: "/api/admin/workspace/close-reasons",
  rules: "/api/admin/workspace/rules",
} as const;

/** The screen's three sections, each the place its forms come back to. */
export const SETTINGS_SECTIONS = ["stages", "reasons", "rules"] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** How a new record of a kind finds its owner (AssignmentRule.mode). */
export const ASSIGNMENT_MODES = ["none", "operator", "round_robin"] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

export const NAME_MAX = 60;

export const WORKSPACE_SETTINGS_TEXT = {
  title: "Workspace settings",
  navLink: "Workspace settings",
  intro:
    "The stages records move through, the reasons a record is closed for, and who a new record goes to. " +
    "Every change applies at once, for every operator.",
  sections: { stages: "Stages", reasons: "Close reasons", rules: "Who new records go to" },
  pipelineStages: (pipeline: string) => `${pipeline}: stages`,
  stagesIntro: "New records start in the first stage. A stage that holds records cannot be removed: move them first.",
  pipelineReasons: (pipeline: string) => `${pipeline}: close reasons`,
  reasonsIntro: "The reasons an operator picks from when a record is rejected or lost.",
  rulesIntro: "Per kind of record: nobody (it waits in Unassigned), one operator, or each chosen operator in turn.",
  nameLabel: (name: string) => `Name of ${name}`,
  reasonLabel: (label: string) => `Reason: ${label}`,
  holds: (count: number) => (count === 1 ? "1 record" : `${count} records`),
  save: "Save",
  up: "Move up",
  down: "Move down",
  remove: "Remove",
  newStage: "New stage",
  addStage: "Add stage",
  newReason: "New reason",
  addReason: "Add reason",
  modeLegend: (kind: string) => `${kind}s go to`,
  modes: { none: "Nobody (Unassigned)", operator: "One operator", round_robin: "Each chosen operator in turn" },
  operatorLabel: (kind: string) => `Operator for ${kind.toLowerCase()}s`,
  turnLegend: (kind: string) => `Operators taking ${kind.toLowerCase()}s in turn`,
  saveRule: (kind: string) => `Save the rule for ${kind.toLowerCase()}s`,
  saved: "Saved.",
  problem: "Not saved:",
} as const satisfies Record<string, unknown>;

export const WORKSPACE_SETTINGS_ERRORS = {
  unknownStage: "There is no such stage.",
  unknownReason: "There is no such reason.",
  name: `Enter a name of 1 to ${NAME_MAX} characters.`,
  firstStage: "The first stage stays: new records start there.",
  keptStage: "This stage stays: withdrawn records close there.",
  stageHolds: "This stage holds records: move them to another stage first.",
  noMove: "This cannot move further.",
  operatorNeeded: "Choose the operator.",
  operatorsNeeded: "Choose at least two operators to take turns.",
  notOperator: "Choose among the operators.",
} as const;

/** The two sections of ordered rows (stages, close reasons): their words, as PipelineRowsSection shows them. */
export const ROW_SECTIONS = {
  stages: {
    title: WORKSPACE_SETTINGS_TEXT.sections.stages,
    intro: WORKSPACE_SETTINGS_TEXT.stagesIntro,
    heading: WORKSPACE_SETTINGS_TEXT.pipelineStages,
    label: WORKSPACE_SETTINGS_TEXT.nameLabel,
    newLabel: WORKSPACE_SETTINGS_TEXT.newStage,
    submit: WORKSPACE_SETTINGS_TEXT.addStage,
  },
  reasons: {
    title: WORKSPACE_SETTINGS_TEXT.sections.reasons,
    intro: WORKSPACE_SETTINGS_TEXT.reasonsIntro,
    heading: WORKSPACE_SETTINGS_TEXT.pipelineReasons,
    label: WORKSPACE_SETTINGS_TEXT.reasonLabel,
    newLabel: WORKSPACE_SETTINGS_TEXT.newReason,
    submit: WORKSPACE_SETTINGS_TEXT.addReason,
  },
} as const;

/** The kinds as the rules' screen names them, in its order. */
export const RULE_KINDS: ReadonlyArray<{ kind: WorkKind; pipeline: Pipeline }> = [
  { kind: "career", pipeline: "applications" },
  { kind: "business", pipeline: "leads" },
  { kind: "partnership", pipeline: "leads" },
  { kind: "contact", pipeline: "leads" },
  { kind: "booking", pipeline: "leads" },
];

/** The operators page's removal step: who takes the removed operator's records. */
export const HANDOVER_TEXT = {
  removeTitle: (email: string) => `Remove ${email}?`,
  removeIntro: (count: number) =>
    count === 0
      ? "They own no records. They are signed out everywhere and lose the operator role."
      : `They own ${count === 1 ? "1 record" : `${count} records`}. Choose who takes them over: each record's ` +
        "history and the audit trail say so.",
  heirLabel: "Their records go to",
  confirm: "Yes, remove the operator",
  keep: "No, keep them",
  heirNeeded: "Choose who takes over their records.",
} as const;

/** The mail a record's new owner gets (through the outbox). */
export const OWNER_MAIL = {
  subject: (label: string) => `${label} handed to you`,
  paragraphs: (label: string, name: string, by: string) => [
    `${by} handed you a record: ${label.toLowerCase()} from ${name}.`,
    "It is yours to answer from now on.",
  ],
  handover: (count: number, by: string) => [
    `${by} handed you ${count === 1 ? "1 record" : `${count} records`} when an operator left the team.`,
    "They are yours to answer from now on.",
  ],
  handoverSubject: (count: number) => (count === 1 ? "1 record handed to you" : `${count} records handed to you`),
  action: "Open the record",
  listAction: "Open the operator area",
} as const;
