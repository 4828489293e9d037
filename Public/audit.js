// Audit overlays: with "audit" on, the findings `check --audit` gives for the template on
// screen (docs/AUDITS.md), fetched from /audit/PATH for the device and variant shown and drawn over the
// views they are about — an outline, a badge naming the rule, the message as the view's tooltip.
// A finding names its view by source position: every view rendered from that element is marked.

import { elements, viewer } from "./page.js";
import { variantName } from "./variant.js";

/** Marks the findings of `event`'s template on the drawn screen (clears them when off). */
export async function showAudit(event) {
  clearAudit();
  elements.auditSummary.textContent = "";
  if (!viewer.audit || event?.event !== "render") return;
  const query = new URLSearchParams();
  if (elements.device.value) query.set("device", elements.device.value);
  if (variantName(viewer.variant)) query.set("variant", variantName(viewer.variant));
  const address = "/audit/" + event.template.split("/").map(encodeURIComponent).join("/") + (query.toString() ? "?" + query : "");
  let audit;
  try {
    const response = await fetch(address);
    if (!response.ok) return;
    audit = await response.json();
  } catch {
    return;
  }
  // A newer render may have been drawn while this one was audited: its own audit follows.
  const shown = viewer.templates.get(event.template);
  if (!viewer.audit || viewer.selected !== event.template || shown?.revision !== audit.revision) return;
  clearAudit();
  const byPlace = new Map();
  for (const finding of audit.findings) {
    const place = `${finding.file}:${finding.line}:${finding.column}`;
    byPlace.set(place, [...(byPlace.get(place) ?? []), finding]);
  }
  let marked = 0;
  visit(shown.tree, "0", (node, path) => {
    const findings = node.source && byPlace.get(`${node.source.file}:${node.source.line}:${node.source.column}`);
    const view = findings && elements.screen.querySelector(`.view[data-path="${path}"]`);
    if (!view) return;
    const rules = [...new Set(findings.map((finding) => finding.message.split(":")[0]))];
    view.classList.add("audit");
    view.dataset.audit = rules.join(" ");
    view.dataset.auditLevel = findings.some((finding) => finding.severity === "error") ? "error" : "warning";
    view.title = findings.map((finding) => finding.message).join("\n");
    const badge = document.createElement("span");
    badge.className = "audit-badge";
    badge.textContent = rules.join(", ");
    view.append(badge);
    marked += 1;
  });
  const count = audit.findings.length;
  elements.auditSummary.textContent = count ? `${count} finding${count === 1 ? "" : "s"} on ${marked} view${marked === 1 ? "" : "s"}` : "no findings";
}

function clearAudit() {
  for (const view of elements.screen.querySelectorAll(".view.audit")) {
    view.classList.remove("audit");
    delete view.dataset.audit;
    delete view.dataset.auditLevel;
    view.removeAttribute("title");
    view.querySelector(":scope > .audit-badge")?.remove();
  }
}

/** Every node of a tree with its path ("0", "0.1", …), parents first. */
function visit(node, path, action) {
  action(node, path);
  node.children?.forEach((child, index) => visit(child, `${path}.${index}`, action));
}
