// More devices side by side: each extra pane has its own event stream for its device, so
// every pane is live, and draws the template chosen in the sidebar. The zoom lives here too:
// it scales the first pane and every extra one alike. Each pane has its variant too (variant.js):
// the same template at iphone-se · AX3 · rtl beside the default.

import { deviceRegions, drawRedBox, drawTree } from "./draw.js";
import { inspect } from "./inspector.js";
import { elements, viewer } from "./page.js";
import { stateQuery } from "./state.js";
import { variantControls, variantLabel, variantQuery } from "./variant.js";

export const panes = {
  /** Extra panes, left to right: `{ device, variant, source, templates, element, frame, screen, redbox }`. */
  extra: [],
  /** `/devices`: the presets, the project's devices and the default. */
  devices: null,
};

/** Fills a device menu with every preset and the project's own devices. */
function fillDeviceMenu(menu, chosen, { withDefault }) {
  const options = [];
  if (withDefault) options.push(new Option(`project default${panes.devices ? ` (${panes.devices.default})` : ""}`, ""));
  const group = (label, devices) => {
    if (!devices.length) return;
    const element = document.createElement("optgroup");
    element.label = label;
    for (const device of devices) element.append(new Option(`${device.name} — ${device.width}×${device.height}`, device.name));
    options.push(element);
  };
  group("presets", panes.devices?.presets ?? []);
  group("this project", panes.devices?.project ?? []);
  const names = [...(panes.devices?.presets ?? []), ...(panes.devices?.project ?? [])].map((device) => device.name);
  if (chosen && !names.includes(chosen)) options.push(new Option(chosen, chosen));
  menu.replaceChildren(...options);
  menu.value = chosen;
}

/** Reads `/devices` and fills the header's menu and every pane's. */
export async function loadDevices() {
  try {
    const answer = await fetch("/devices");
    if (!answer.ok) return;
    panes.devices = await answer.json();
  } catch {
    return;
  }
  fillDeviceMenu(elements.device, elements.device.value, { withDefault: true });
  for (const pane of panes.extra) fillDeviceMenu(pane.menu, pane.device, { withDefault: false });
}

/** Every device name the menus offer, in order: what `d` cycles through. */
export function deviceNames() {
  return [...(panes.devices?.presets ?? []), ...(panes.devices?.project ?? [])].map((device) => device.name);
}

/** A pane for `device` in `variant` after the others, live on its own stream. */
export function addPane(device, variant) {
  const element = document.createElement("div");
  element.className = "pane";
  const caption = document.createElement("div");
  caption.className = "pane-caption";
  const menu = document.createElement("select");
  menu.setAttribute("aria-label", "device of this pane");
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "×";
  close.title = "close this pane";
  // The caption names the pane (`iphone-se · AX3 · rtl`); the device menu and the variant's
  // controls open under it, so it stays as narrow as the pane.
  const choice = document.createElement("details");
  choice.className = "pane-variant";
  const label = document.createElement("summary");
  label.className = "pane-label";
  const controls = document.createElement("div");
  controls.className = "pane-controls";
  choice.append(label, controls);
  caption.append(choice, close);
  const redbox = document.createElement("div");
  redbox.className = "redbox";
  redbox.hidden = true;
  const frame = document.createElement("div");
  frame.className = "device-frame";
  frame.hidden = true;
  const screen = document.createElement("div");
  screen.className = "screen";
  frame.append(screen);
  element.append(caption, redbox, frame);
  elements.stage.append(element);
  const pane = { device, variant, source: null, templates: new Map(), element, frame, screen, redbox, menu, label };
  panes.extra.push(pane);
  fillDeviceMenu(menu, device, { withDefault: false });
  menu.onchange = () => { pane.device = menu.value; connectPane(pane); };
  controls.append(menu, ...variantControls(variant, () => connectPane(pane)));
  close.onclick = () => removePane(pane);
  connectPane(pane);
  applyZoom();
  return pane;
}

function removePane(pane) {
  pane.source?.close();
  pane.element.remove();
  panes.extra.splice(panes.extra.indexOf(pane), 1);
  applyZoom();
}

export function connectPane(pane) {
  pane.source?.close();
  pane.templates.clear();
  pane.label.textContent = variantLabel(pane.device, pane.variant);
  const source = new EventSource("/events?subscribe=**&device=" + encodeURIComponent(pane.device) + variantQuery(pane.variant) + stateQuery());
  pane.source = source;
  source.onmessage = (message) => {
    const event = JSON.parse(message.data);
    if (event.event !== "render" && event.event !== "error") return;
    const previous = pane.templates.get(event.template);
    pane.templates.set(event.template, event);
    if (event.template === viewer.selected) showPane(pane, previous);
  };
}

/** Draws the chosen template in every extra pane. */
export function showPanes() {
  for (const pane of panes.extra) showPane(pane, null);
}

function showPane(pane, previous) {
  const event = viewer.selected ? pane.templates.get(viewer.selected) : null;
  pane.redbox.hidden = event?.event !== "error";
  pane.frame.hidden = event?.event !== "render";
  if (!event) return;
  if (event.event === "error") {
    drawRedBox(pane.redbox, event);
    return;
  }
  pane.screen.style.width = `${event.device.width}px`;
  pane.screen.style.height = `${Math.max(event.device.height, event.tree.frame.y + event.tree.frame.height)}px`;
  pane.screen.dataset.device = event.device.name;
  drawTree(pane.screen, event, null, (node, path) => inspect(node, event, path));
  pane.screen.append(...deviceRegions(event.device));
  applyZoom();
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
export function applyZoom() {
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

/** Sets the zoom: "fit" or a scale. */
export function setZoom(zoom) {
  viewer.zoom = zoom;
  applyZoom();
}
