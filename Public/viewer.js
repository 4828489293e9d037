"use strict";
// The browser viewer: subscribes to the server's event stream (/events, Server-Sent
// Events) and draws the chosen template's frame tree — or its Red Box — every time the
// server pushes a new render. Everything shown comes from the events; nothing is
// rendered here but boxes at the frames the server computed.

const elements = {
  root: document.getElementById("root"),
  connection: document.getElementById("connection"),
  fonts: document.getElementById("fonts"),
  device: document.getElementById("device"),
  addDevice: document.getElementById("add-device"),
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

const viewer = {
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
};

/** Opens (or reopens, for another device) the event stream of every template. */
function connect() {
  if (viewer.source) viewer.source.close();
  const device = elements.device.value;
  const query = "subscribe=**" + (device ? "&device=" + encodeURIComponent(device) : "") + stateQuery();
  const source = new EventSource("/events?" + query);
  viewer.source = source;
  setConnection("connecting", "connecting…");
  source.onopen = () => setConnection("open", "live");
  source.onerror = () => {
    // EventSource retries by itself while readyState is CONNECTING; after a response it
    // cannot use (the server restarting, a refused connection) it gives up: try again.
    if (source.readyState === EventSource.CLOSED) {
      setConnection("closed", "disconnected — retrying");
      setTimeout(() => { if (viewer.source === source) connect(); }, 2000);
    } else {
      setConnection("connecting", "reconnecting…");
    }
  };
  source.onmessage = (message) => handle(JSON.parse(message.data));
}

function setConnection(state, text) {
  elements.connection.dataset.state = state;
  elements.connection.textContent = text;
}

/** One protocol event (docs/PROTOCOL.md). */
function handle(event) {
  switch (event.event) {
    case "hello":
      elements.root.textContent = `${event.root} · ${event.templates} templates`;
      break;
    case "subscribed":
      for (const path of event.templates) {
        if (!viewer.templates.has(path)) viewer.templates.set(path, null);
      }
      listTemplates();
      break;
    case "render":
    case "error": {
      const previous = viewer.lastGood.get(event.template) ?? null;
      viewer.templates.set(event.template, event);
      if (event.event === "render") viewer.lastGood.set(event.template, event);
      listTemplates();
      if (viewer.selected === null) select(event.template);
      else if (event.template === viewer.selected) show(event, previous);
      break;
    }
    case "removed":
      viewer.templates.delete(event.template);
      listTemplates();
      if (event.template === viewer.selected) select(null);
      break;
    case "protocol-error":
      setConnection("closed", event.message);
      break;
  }
}

/** The sidebar: every template with its status. */
function listTemplates() {
  const items = [...viewer.templates.keys()].sort().map((path) => {
    const event = viewer.templates.get(path);
    const item = document.createElement("li");
    item.dataset.template = path;
    item.dataset.status = event?.event === "error" ? "error" : "ok";
    item.classList.toggle("selected", path === viewer.selected);
    const name = document.createElement("span");
    name.textContent = path;
    const status = document.createElement("span");
    status.className = "status";
    status.textContent = !event ? "…" : event.event === "error" ? `${event.errors.length} error${event.errors.length === 1 ? "" : "s"}` : `r${event.revision}`;
    item.append(name, status);
    item.onclick = () => select(path);
    return item;
  });
  elements.templates.replaceChildren(...items);
}

function select(path) {
  viewer.selected = path;
  viewer.selectedNode = null;
  history.replaceState(null, "", location.pathname + location.search + (path ? "#" + encodeURIComponent(path) : ""));
  listTemplates();
  show(path ? viewer.templates.get(path) : null, null);
  showPanes();
  showState();
}

/** Draws a template's latest event: its frames, or a Red Box over its last good frames
 * (dimmed); `previous`, the render before it, for highlighting what changed. */
function show(event, previous) {
  const lastGood = event?.event === "error" ? viewer.lastGood.get(event.template) : null;
  elements.placeholder.hidden = !!event;
  elements.redbox.hidden = event?.event !== "error";
  elements.redbox.classList.toggle("over-frames", !!lastGood);
  elements.frame.hidden = !(event?.event === "render" || lastGood);
  elements.screen.classList.toggle("stale", !!lastGood);
  if (!event) return;
  if (event.event === "error") {
    drawRedBox(elements.redbox, event);
    if (lastGood) drawScreen(lastGood);
    inspect(null);
    return;
  }
  drawScreen(event);
  if (previous && previous !== event) highlightChanges(previous.tree, event.tree, "0");
}

/** Marks the views whose class, frame or props differ from the previous render (or are new). */
function highlightChanges(before, after, path) {
  const changed = !before || before.class !== after.class || JSON.stringify(before.frame) !== JSON.stringify(after.frame)
    || JSON.stringify(before.props) !== JSON.stringify(after.props) || JSON.stringify(before.text) !== JSON.stringify(after.text);
  if (changed) elements.screen.querySelector(`.view[data-path="${path}"]`)?.classList.add("changed");
  after.children.forEach((child, index) => highlightChanges(before?.children[index], child, `${path}.${index}`));
}

/** The chosen template's frames at the device's size, shrunk to the stage when wider. */
function drawScreen(event) {
  const { width, height } = event.device;
  const screen = elements.screen;
  screen.style.width = `${width}px`;
  screen.style.height = `${Math.max(height, event.tree.frame.y + event.tree.frame.height)}px`;
  screen.dataset.device = event.device.name;
  const selected = drawTree(screen, event, viewer.selectedNode, (node, path) => {
    viewer.selectedNode = path;
    inspect(node, event, path);
  });
  screen.append(...deviceRegions(event.device));
  applyZoom();
  inspect(selected, event, viewer.selectedNode);
}

/** The status bar's region (the top safe-area inset) and the safe area, drawn over the views. */
function deviceRegions(device) {
  const { top, left, bottom, right } = device.insets;
  const safeArea = document.createElement("div");
  safeArea.className = "safe-area";
  Object.assign(safeArea.style, { top: `${top}px`, left: `${left}px`, width: `${device.width - left - right}px`, height: `${device.height - top - bottom}px` });
  safeArea.title = `safe area (insets ${top}, ${left}, ${bottom}, ${right})`;
  if (top <= 0) return [safeArea];
  const statusBar = document.createElement("div");
  statusBar.className = "status-bar";
  statusBar.style.height = `${top}px`;
  const time = document.createElement("span");
  time.textContent = "9:41";
  const icons = document.createElement("span");
  icons.textContent = "▮▮▮ ◔ ▭";
  statusBar.append(time, icons);
  return [statusBar, safeArea];
}

/** The scale the device is drawn at: the chosen one, or the largest (at most 1:1) at which
 * the whole device fits the stage. */
function currentScale() {
  const device = viewer.selected && viewer.templates.get(viewer.selected)?.device;
  if (viewer.zoom !== "fit") return viewer.zoom;
  if (!device) return 1;
  // Side by side, every pane is fitted as if it were as wide as the widest of them.
  const widest = Math.max(device.width, ...panes.extra.map((pane) => pane.templates.get(viewer.selected)?.device?.width ?? 0));
  const count = 1 + panes.extra.length;
  const stage = getComputedStyle(elements.stage);
  const gaps = (count - 1) * parseFloat(stage.columnGap || 0);
  const width = (elements.stage.clientWidth - parseFloat(stage.paddingLeft) - parseFloat(stage.paddingRight) - gaps) * device.width / (widest * count);
  const height = elements.stage.clientHeight - parseFloat(stage.paddingTop) - parseFloat(stage.paddingBottom);
  return Math.max(0.05, Math.min(1, width / device.width, height / device.height));
}

/** Scales the screen; its wrapper takes the scaled size so the stage scrolls only as needed. */
function applyZoom() {
  const scale = currentScale();
  for (const { screen, frame } of [elements, ...panes.extra]) {
    screen.style.transform = scale === 1 ? "" : `scale(${scale})`;
    frame.style.width = `${parseFloat(screen.style.width || 0) * scale}px`;
    frame.style.height = `${parseFloat(screen.style.height || 0) * scale}px`;
    frame.dataset.scale = String(scale);
  }
  elements.zoomValue.textContent = `${Math.round(scale * 100)}%`;
  elements.zoom.value = String(Math.round(scale * 100));
  elements.zoomFit.setAttribute("aria-pressed", String(viewer.zoom === "fit"));
  elements.zoomOne.setAttribute("aria-pressed", String(viewer.zoom === 1));
}

function setZoom(zoom) {
  viewer.zoom = zoom;
  applyZoom();
}

function drawRedBox(redbox, event) {
  const heading = document.createElement("h2");
  heading.textContent = `${event.template}: ${event.errors.length} error${event.errors.length === 1 ? "" : "s"}`;
  const diagnostics = event.errors.map((error) => {
    const block = document.createElement("div");
    block.className = "diagnostic";
    const add = (tag, className, text) => {
      if (!text) return;
      const element = document.createElement(tag);
      element.className = className;
      element.textContent = text;
      block.append(element);
    };
    add("div", "message", error.message);
    const location = sourceLink(error.file, error.line, error.column);
    if (location) {
      location.classList.add("location");
      block.append(location);
    }
    add("div", "node", error.node && `in ${error.node}${error.attribute ? ` · ${error.attribute}` : ""}`);
    add("pre", "excerpt", error.excerpt);
    add("div", "suggestions", error.suggestions?.length ? `did you mean ${error.suggestions.join(", ")}?` : "");
    add("div", "chain", error.include_chain?.length ? `included from ${error.include_chain.join(" → ")}` : "");
    return block;
  });
  redbox.replaceChildren(heading, ...diagnostics);
}

/** Where `/editor` says sources open: the project's absolute root and the URL template
 * (`vscode://file/{path}:{line}:{column}` unless `layout-serve.json` says `editor_url`). */
const editor = { root: null, url: "vscode://file/{path}:{line}:{column}" };

async function loadEditor() {
  try {
    const answer = await fetch("/editor");
    if (answer.ok) Object.assign(editor, await answer.json());
  } catch {
    // Links then name the file without opening it.
  }
}

/** `file:line:column` as a link that opens it in the editor (plain text for a URL-named
 * remote template, or before the project's root is known). */
function sourceLink(file, line, column) {
  if (!file) return null;
  const text = [file, line, column].filter((part) => part !== undefined).join(":");
  const isRemote = /^https?:\/\//.test(file);
  if (isRemote || !editor.root) {
    const span = document.createElement("span");
    span.textContent = text;
    return span;
  }
  const link = document.createElement("a");
  link.textContent = text;
  link.className = "source-link";
  link.href = editor.url
    .replaceAll("{path}", `${editor.root}/${file}`)
    .replaceAll("{line}", String(line ?? 1))
    .replaceAll("{column}", String(column ?? 1));
  return link;
}

/** A few lines of the source around `source.line`, read from `/templates/FILE`. */
async function showSource(pane, source) {
  try {
    const answer = await fetch(`/templates/${source.file.split("/").map(encodeURIComponent).join("/")}`);
    if (!answer.ok) return;
    const lines = (await answer.text()).split("\n");
    const first = Math.max(1, source.line - 2);
    const last = Math.min(lines.length, source.line + 2);
    pane.textContent = lines.slice(first - 1, last)
      .map((text, offset) => `${first + offset === source.line ? "▶" : " "} ${String(first + offset).padStart(4)} | ${text}`)
      .join("\n");
  } catch {
    pane.textContent = "";
  }
}

function round(value) {
  return Math.round(value * 100) / 100;
}

/** `?device=ipad` (or `WIDTHxHEIGHT`) in the page's address picks the device to start with. */
function deviceFromAddress() {
  const requested = new URLSearchParams(location.search).get("device");
  if (!requested) return;
  if (![...elements.device.options].some((option) => option.value === requested)) {
    elements.device.append(new Option(requested, requested));
  }
  elements.device.value = requested;
}

elements.device.onchange = () => {
  const address = new URL(location.href);
  if (elements.device.value) address.searchParams.set("device", elements.device.value);
  else address.searchParams.delete("device");
  history.replaceState(null, "", address);
  connect();
};
window.onhashchange = () => select(decodeURIComponent(location.hash.slice(1)) || null);
window.onresize = () => applyZoom();
elements.zoomFit.onclick = () => setZoom("fit");
elements.zoomOne.onclick = () => setZoom(1);
elements.zoom.oninput = () => setZoom(Number(elements.zoom.value) / 100);
elements.addDevice.onclick = () => {
  const names = deviceNames();
  const shown = [elements.device.value, ...panes.extra.map((pane) => pane.device)];
  addPane(names.find((name) => !shown.includes(name)) ?? names[0] ?? "iphone-15");
};
/** Keys: ↑/↓ the previous or next template, `r` reload (the streams opened again: every
 * template's latest render fetched anew), `d` the next device. Not while typing. */
document.addEventListener("keydown", (key) => {
  if (key.altKey || key.ctrlKey || key.metaKey || key.target.closest?.("input, textarea, select")) return;
  if (key.key === "ArrowUp" || key.key === "ArrowDown") {
    const paths = [...viewer.templates.keys()].sort();
    if (!paths.length) return;
    const index = paths.indexOf(viewer.selected);
    const next = index < 0 ? 0 : (index + (key.key === "ArrowDown" ? 1 : paths.length - 1)) % paths.length;
    select(paths[next]);
  } else if (key.key === "r") {
    connect();
    for (const pane of panes.extra) connectPane(pane);
  } else if (key.key === "d") {
    const names = deviceNames();
    if (!names.length) return;
    const current = elements.device.value || panes.devices?.default;
    elements.device.value = names[(names.indexOf(current) + 1) % names.length];
    elements.device.onchange();
  } else {
    return;
  }
  key.preventDefault();
});
deviceFromAddress();
loadDevices();
loadProjectState();
elements.applyState.onclick = applyState;
checkFonts(elements.fonts);
// Where sources open is known before the first event is drawn, so every link has it.
loadEditor().finally(connect);
