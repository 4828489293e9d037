// The page's elements and what the viewer keeps between events, in one module of its own so
// that the modules which need them import them from here rather than from viewer.js (which
// imports them all): the imports run one way.

/** The elements of index.html the modules fill or listen to. */
export const elements = {
  root: document.getElementById("root"),
  connection: document.getElementById("connection"),
  fonts: document.getElementById("fonts"),
  device: document.getElementById("device"),
  variant: document.getElementById("variant"),
  addDevice: document.getElementById("add-device"),
  audit: document.getElementById("audit"),
  auditSummary: document.getElementById("audit-summary"),
  state: document.getElementById("state"),
  applyState: document.getElementById("apply-state"),
  stateError: document.getElementById("state-error"),
  constants: document.getElementById("constants"),
  templates: document.getElementById("templates"),
  stage: document.getElementById("stage"),
  placeholder: document.getElementById("placeholder"),
  redbox: document.getElementById("redbox"),
  screen: document.getElementById("screen"),
  frame: document.getElementById("device-frame"),
  zoom: document.getElementById("zoom"),
  zoomFit: document.getElementById("zoom-fit"),
  zoomOne: document.getElementById("zoom-one"),
  zoomValue: document.getElementById("zoom-value"),
  inspector: document.getElementById("inspector"),
};

export const viewer = {
  /** The last `render` or `error` event of every template, by path. */
  templates: new Map(),
  /** The last `render` event of every template: drawn dimmed behind a Red Box, and what a
   * new render is compared with to highlight the views that changed. */
  lastGood: new Map(),
  selected: decodeURIComponent(location.hash.slice(1)) || null,
  selectedNode: null,
  source: null,
  /** "fit" (the whole device in the stage) or a scale (1 = one point per CSS pixel). */
  zoom: "fit",
  /** The first pane's variant (variant.js: text size, rtl, language, pseudo), from `?variant=`. */
  variant: null,
  /** Whether the audit's findings are drawn over the views (`?audit=1` in the address). */
  audit: new URLSearchParams(location.search).get("audit") === "1",
};
