// The browser viewer: subscribes to the server's event stream (/events, Server-Sent
// Events) and draws the chosen template's frame tree — or its Red Box — every time the
// server pushes a new render. Everything shown comes from the events; nothing is
// rendered here but boxes at the frames the server computed. This is the page's one script
// (a module): it imports the others and wires the page's controls.

import { showAudit } from "./audit.js";
import { checkFonts, deviceRegions, drawRedBox, drawTree } from "./draw.js";
import { inspect } from "./inspector.js";
import { elements, viewer } from "./page.js";
import { addPane, applyZoom, connectPane, deviceNames, loadDevices, panes, setZoom, showPanes } from "./panes.js";
import { loadEditor } from "./sources.js";
import { applyState, loadProjectState, showState, stateQuery } from "./state.js";
import { parseVariant, variantControls, variantName, variantQuery } from "./variant.js";

// The one global: the tests read the events the page keeps (`viewer.templates`) and the stream
// it has open (`viewer.source`); nothing in the page reads it through `window`.
window.viewer = viewer;

/** Opens (or reopens, for another device) the event stream of every template. */
function connect() {
  if (viewer.source) viewer.source.close();
  const device = elements.device.value;
  const query = "subscribe=**&patch=1" + (device ? "&device=" + encodeURIComponent(device) : "") + variantQuery(viewer.variant) + stateQuery();
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

/** Opens every event stream again: this page's and every extra pane's. */
function reconnect() {
  connect();
  for (const pane of panes.extra) connectPane(pane);
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
    case "patch": {
      // A patch applies to the render of revision `base`; without it, start again whole.
      const base = viewer.templates.get(event.template);
      const next = base?.event === "render" && base.revision === event.base ? applyPatch(base, event) : null;
      if (next) handle(next);
      else connect();
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

/**
 * The render a `patch` event makes of the render it applies to (docs/PROTOCOL.md, "Patches"):
 * a copy of `base` with each change made at its node path; null when a path names no node.
 */
export function applyPatch(base, patch) {
  const next = structuredClone(base);
  Object.assign(next, { revision: patch.revision, timing: patch.timing, warnings: patch.warnings });
  if (patch.constraints) next.constraints = patch.constraints;
  for (const change of patch.changes) {
    let parent = null;
    let index = -1;
    let node = next.tree;
    for (const step of change.path.split(".").slice(1).map(Number)) {
      parent = node;
      index = step;
      node = node?.children?.[step];
    }
    if (!node) return null;
    if (change.node) {
      if (parent) parent.children[index] = change.node;
      else next.tree = change.node;
      continue;
    }
    if (change.frame) node.frame = change.frame;
    if (change.props) {
      node.props = change.props;
      if (change.types) node.types = change.types;
      else delete node.types;
    }
    if ("text" in change) {
      if (change.text === null) delete node.text;
      else node.text = change.text;
    }
  }
  return next;
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
    showAudit(null);
    return;
  }
  drawScreen(event);
  showAudit(event);
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

/** `?device=ipad` (or `WIDTHxHEIGHT`) in the page's address picks the device to start with,
 * `?variant=AX3,rtl` the variant (a device named in it, when `device` names none). */
function deviceFromAddress() {
  const query = new URLSearchParams(location.search);
  const { variant, device } = parseVariant(query.get("variant"));
  viewer.variant = variant;
  elements.variant.replaceChildren(...variantControls(viewer.variant, variantChanged));
  const requested = query.get("device") ?? device;
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
/** The header's variant changed: the address keeps it, the streams take it. */
function variantChanged() {
  const address = new URL(location.href);
  const name = variantName(viewer.variant);
  if (name) address.searchParams.set("variant", name);
  else address.searchParams.delete("variant");
  history.replaceState(null, "", address);
  connect();
}

window.onhashchange = () => select(decodeURIComponent(location.hash.slice(1)) || null);
window.onresize = () => applyZoom();
elements.audit.checked = viewer.audit;
elements.audit.onchange = () => {
  viewer.audit = elements.audit.checked;
  const address = new URL(location.href);
  if (viewer.audit) address.searchParams.set("audit", "1");
  else address.searchParams.delete("audit");
  history.replaceState(null, "", address);
  showAudit(viewer.selected ? viewer.templates.get(viewer.selected) : null);
};
elements.zoomFit.onclick = () => setZoom("fit");
elements.zoomOne.onclick = () => setZoom(1);
elements.zoom.oninput = () => setZoom(Number(elements.zoom.value) / 100);
elements.addDevice.onclick = () => {
  const names = deviceNames();
  const shown = [elements.device.value, ...panes.extra.map((pane) => pane.device)];
  addPane(names.find((name) => !shown.includes(name)) ?? names[0] ?? "iphone-15", { ...viewer.variant });
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
    reconnect();
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
elements.applyState.onclick = () => applyState(reconnect);
checkFonts(elements.fonts);
// Where sources open is known before the first event is drawn, so every link has it.
loadEditor().finally(connect);
