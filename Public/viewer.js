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
  templates: document.getElementById("templates"),
  stage: document.getElementById("stage"),
  placeholder: document.getElementById("placeholder"),
  redbox: document.getElementById("redbox"),
  screen: document.getElementById("screen"),
  inspector: document.getElementById("inspector"),
};

const viewer = {
  /** The last `render` or `error` event of every template, by path. */
  templates: new Map(),
  selected: decodeURIComponent(location.hash.slice(1)) || null,
  selectedNode: null,
  source: null,
};

/** Opens (or reopens, for another device) the event stream of every template. */
function connect() {
  if (viewer.source) viewer.source.close();
  const device = elements.device.value;
  const query = "subscribe=**" + (device ? "&device=" + encodeURIComponent(device) : "");
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
      const isUpdate = !!viewer.templates.get(event.template);
      viewer.templates.set(event.template, event);
      listTemplates();
      if (viewer.selected === null) select(event.template);
      else if (event.template === viewer.selected) show(event, isUpdate);
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
  show(path ? viewer.templates.get(path) : null, false);
}

/** Draws a template's latest event: the frame tree, or the Red Box. */
function show(event, updated) {
  elements.placeholder.hidden = !!event;
  elements.redbox.hidden = event?.event !== "error";
  elements.screen.hidden = event?.event !== "render";
  if (!event) return;
  if (event.event === "error") {
    drawRedBox(event);
    inspect(null);
    return;
  }
  drawScreen(event);
  if (updated) {
    elements.screen.classList.remove("updated");
    void elements.screen.offsetWidth; // restart the animation
    elements.screen.classList.add("updated");
  }
}

/** The chosen template's frames at the device's size, shrunk to the stage when wider. */
function drawScreen(event) {
  const { width, height } = event.device;
  const screen = elements.screen;
  screen.style.width = `${width}px`;
  screen.style.height = `${Math.max(height, event.tree.frame.y + event.tree.frame.height)}px`;
  const available = elements.stage.clientWidth - 48;
  screen.style.transform = available > 0 && available < width ? `scale(${available / width})` : "";
  screen.dataset.device = event.device.name;
  const selected = drawTree(screen, event, viewer.selectedNode, (node, path) => {
    viewer.selectedNode = path;
    inspect(node);
  });
  inspect(selected);
}

function drawRedBox(event) {
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
    add("div", "location", [error.file, error.line, error.column].filter((part) => part !== undefined).join(":"));
    add("div", "node", error.node && `in ${error.node}${error.attribute ? ` · ${error.attribute}` : ""}`);
    add("pre", "excerpt", error.excerpt);
    add("div", "suggestions", error.suggestions?.length ? `did you mean ${error.suggestions.join(", ")}?` : "");
    add("div", "chain", error.include_chain?.length ? `included from ${error.include_chain.join(" → ")}` : "");
    return block;
  });
  elements.redbox.replaceChildren(heading, ...diagnostics);
}

/** The inspector: one view's class, frame, source and every evaluated property. */
function inspect(node) {
  const heading = document.createElement("h2");
  heading.textContent = "Inspector";
  if (!node) {
    const hint = document.createElement("p");
    hint.className = "muted";
    hint.textContent = "Click a view to see its frame and properties.";
    elements.inspector.replaceChildren(heading, hint);
    return;
  }
  const list = document.createElement("dl");
  const row = (name, value) => {
    const term = document.createElement("dt");
    term.textContent = name;
    const detail = document.createElement("dd");
    detail.textContent = typeof value === "string" ? value : JSON.stringify(value);
    list.append(term, detail);
  };
  row("class", node.class);
  if (node.id) row("id", node.id);
  if (node.outlet) row("outlet", node.outlet);
  const { x, y, width, height } = node.frame;
  row("frame", `(${round(x)}, ${round(y)}, ${round(width)} × ${round(height)})`);
  if (node.source) row("source", `${node.source.file}:${node.source.line}:${node.source.column}`);
  for (const [name, value] of Object.entries(node.props)) row(name, value);
  elements.inspector.replaceChildren(heading, list);
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
window.onresize = () => show(viewer.selected ? viewer.templates.get(viewer.selected) : null, false);
deviceFromAddress();
checkFonts(elements.fonts);
connect();
