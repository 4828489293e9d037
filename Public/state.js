// The state editor: the chosen template's state as JSON (the configuration's `state` and
// `template_state`, with this page's edits over them), applied with STATE — the event streams
// are opened again with `state=PATTERN JSON` — and kept per template in this browser.

import { elements, viewer } from "./page.js";

const stateEditor = {
  /** `/state`: the configuration's state, state per template, constants. */
  project: null,
  /** Edits per template path: the keys changed from the configuration, as JSON. */
  edits: new Map(JSON.parse(localStorage.getItem("layout-serve.state") ?? "[]")),
};

export async function loadProjectState() {
  try {
    const answer = await fetch("/state");
    if (answer.ok) stateEditor.project = await answer.json();
  } catch {
    return;
  }
  showState();
}

/** The configuration's state for a template: `state`, then its `template_state`. */
function configuredState(path) {
  return { ...(stateEditor.project?.state ?? {}), ...(stateEditor.project?.template_state?.[path] ?? {}) };
}

/** Fills the editor for the chosen template, and the constants. */
export function showState() {
  const path = viewer.selected;
  elements.stateError.textContent = "";
  elements.state.disabled = !path;
  elements.applyState.disabled = !path;
  elements.state.value = path ? JSON.stringify({ ...configuredState(path), ...(stateEditor.edits.get(path) ?? {}) }, null, 2) : "";
  elements.constants.textContent = JSON.stringify(stateEditor.project?.constants ?? {}, null, 2);
}

/** Applies the editor's JSON to the chosen template: only the keys that differ from the
 * configuration are sent (a value such as an image reads back as its name, and must not
 * replace the configuration's); `reconnect()` then opens every event stream again with them. */
export function applyState(reconnect) {
  const path = viewer.selected;
  if (!path) return;
  let state;
  try {
    state = JSON.parse(elements.state.value);
  } catch (error) {
    elements.stateError.textContent = `not JSON: ${error.message}`;
    return;
  }
  if (!state || typeof state !== "object" || Array.isArray(state)) {
    elements.stateError.textContent = "state must be a JSON object, like {\"isToggled\": true}";
    return;
  }
  const configured = configuredState(path);
  const changed = Object.fromEntries(Object.entries(state).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(configured[key])));
  if (Object.keys(changed).length) stateEditor.edits.set(path, changed);
  else stateEditor.edits.delete(path);
  localStorage.setItem("layout-serve.state", JSON.stringify([...stateEditor.edits]));
  elements.stateError.textContent = "";
  reconnect();
}

/** The `state=` query parameters of an event stream: every template's edits. */
export function stateQuery() {
  return [...stateEditor.edits].map(([path, state]) => "&state=" + encodeURIComponent(`${path} ${JSON.stringify(state)}`)).join("");
}
