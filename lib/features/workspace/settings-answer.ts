// Where the settings screen's forms go back to: the section they came from, saying it saved or why not.
import "server-only";
import { WORKSPACE_SETTINGS_PATH, type SettingsSection } from "../../content/workspace-settings";
import { firstMessage } from "../../core/http";

export const settingsSaved = (section: SettingsSection) => `${WORKSPACE_SETTINGS_PATH}?saved=${section}#${section}`;

/** A no-JS form's failure: back to its section with the sentence to show. */
export const settingsBack =
  (section: SettingsSection) =>
  (_problem: unknown, _params: unknown, { error }: { error: unknown }) =>
    `${WORKSPACE_SETTINGS_PATH}?error=${encodeURIComponent(firstMessage(error))}&in=${section}#${section}`;
