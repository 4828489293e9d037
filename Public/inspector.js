// The inspector: the chosen view's class, frame (in its parent and on screen) and source,
// every property as a person reads it — fonts as `Helvetica Bold 17`, colours as swatches
// with their hex, insets, enum cases by name — and, for formats placed by Auto Layout, the
// constraints that involve the view, each linked to its source. Types come from the render's
// `types` member (docs/PROTOCOL.md), never from the look of a value.

import { contentOffset } from "./draw.js";
import { elements } from "./page.js";
import { showSource, sourceLink } from "./sources.js";

/** The types `types` names that are not enums or option sets (docs/PROTOCOL.md, NODE). */
const valueTypes = new Set([
  "UIColor", "UIFont", "UIImage", "URL", "Selector", "NSAttributedString", "CGPoint", "CGSize", "CGRect",
  "UIEdgeInsets", "NSDirectionalEdgeInsets", "UIOffset", "CGVector", "CGAffineTransform", "CATransform3D", "Function",
]);

/** Shows `node` of `event` (at `path`, `0.1.2` from the root), or a hint when nothing is chosen. */
export function inspect(node, event, path) {
  const heading = document.createElement("h2");
  heading.textContent = "Inspector";
  if (!node) {
    const hint = document.createElement("p");
    hint.className = "muted";
    hint.textContent = "Click a view to see its frame and properties.";
    elements.inspector.replaceChildren(heading, hint);
    return;
  }
  const summary = definitionList([
    ["class", node.class],
    node.id && ["id", node.id],
    node.outlet && ["outlet", node.outlet],
    node.cell && ["cell", `${node.cell.identifier ?? "(no reuseIdentifier)"} · row ${node.cell.index}`],
    node.props.$role && ["role", node.props.$role],
    ["frame", frameText(node.frame)],
    ["on screen", frameText(screenFrame(event, path) ?? node.frame)],
    node.content_priorities?.hugging && ["content hugging", axesText(node.content_priorities.hugging)],
    node.content_priorities?.compression_resistance &&
      ["compression resistance", axesText(node.content_priorities.compression_resistance)],
    node.source && ["source", sourceLink(node.source.file, node.source.line, node.source.column)],
  ]);
  summary.classList.add("summary");
  const types = node.types ?? {};
  const props = definitionList(Object.entries(node.props).map(([name, value]) => [name, propValue(value, types[name])]));
  props.classList.add("props");
  const parts = [heading, summary, section("Properties", props)];
  if (event && Array.isArray(event.constraints)) parts.push(section("Constraints", constraintList(node, event)));
  const pane = document.createElement("pre");
  pane.className = "source-pane";
  parts.push(pane);
  elements.inspector.replaceChildren(...parts);
  if (node.source) showSource(pane, node.source);
}

/** A `<dl>` of `[term, text or element]` rows (falsy rows skipped). */
function definitionList(rows) {
  const list = document.createElement("dl");
  for (const row of rows) {
    if (!row) continue;
    const [name, value] = row;
    const term = document.createElement("dt");
    term.textContent = name;
    const detail = document.createElement("dd");
    detail.dataset.name = name;
    if (value instanceof Node) detail.append(value);
    else detail.textContent = value;
    list.append(term, detail);
  }
  return list;
}

function section(title, content) {
  const wrapper = document.createElement("section");
  wrapper.className = title.toLowerCase();
  const heading = document.createElement("h3");
  heading.textContent = title;
  wrapper.append(heading, content);
  return wrapper;
}

/** A priority per axis, as `content_priorities` gives it: `horizontal 1000, vertical 750`. */
function axesText(axes) {
  return ["horizontal", "vertical"].filter((axis) => axis in axes).map((axis) => `${axis} ${axes[axis]}`).join(", ");
}

/** `(x, y, width × height)`, at most two decimals. */
function frameText({ x, y, width, height }) {
  return `(${round(x)}, ${round(y)}, ${round(width)} × ${round(height)})`;
}

/** The view's frame in the root's coordinates: its own origin plus every ancestor's, less
 * every scroll view's content offset on the way (where the viewer draws it). */
function screenFrame(event, path) {
  if (!event?.tree || !path) return null;
  let node = event.tree;
  let x = node.frame.x, y = node.frame.y;
  for (const index of path.split(".").slice(1)) {
    const offset = contentOffset(node);
    node = node.children[Number(index)];
    if (!node) return null;
    x += node.frame.x - offset.x;
    y += node.frame.y - offset.y;
  }
  return { x, y, width: node.frame.width, height: node.frame.height };
}

/** One prop as a person reads it; `type` is its `types` entry (absent for plain JSON values). */
function propValue(value, type) {
  const element = document.createElement("span");
  element.className = "value";
  if (type) {
    element.dataset.type = type;
    element.title = type;
  }
  const text = (content) => { element.textContent = content; return element; };
  switch (type) {
    case "UIColor": return colorValue(element, value);
    case "UIFont": return text(fontName(value));
    case "UIEdgeInsets": return text(`top ${round(value.top)}, left ${round(value.left)}, bottom ${round(value.bottom)}, right ${round(value.right)}`);
    case "NSDirectionalEdgeInsets":
      return text(`top ${round(value.top)}, leading ${round(value.leading)}, bottom ${round(value.bottom)}, trailing ${round(value.trailing)}`);
    case "CGPoint": return text(`(${round(value.x)}, ${round(value.y)})`);
    case "CGSize": return text(`${round(value.width)} × ${round(value.height)}`);
    case "CGRect": return text(frameText(value));
    case "UIOffset": return text(`(${round(value.horizontal)}, ${round(value.vertical)})`);
    case "CGVector": return text(`(${round(value.dx)}, ${round(value.dy)})`);
    case "NSAttributedString": return text(JSON.stringify(value));
    case "UIImage": case "URL": case "Selector": return text(String(value));
    case undefined: return text(typeof value === "number" ? String(round(value)) : value === null ? "nil" : JSON.stringify(value));
  }
  if (valueTypes.has(type)) return text(JSON.stringify(value));
  // An enum case by name (a number when the case has none), an option set as its members.
  const cases = Array.isArray(value) ? `[${value.map((name) => `.${name}`).join(", ")}]` : typeof value === "string" ? `.${value}` : String(value);
  const name = document.createElement("span");
  name.className = "case";
  name.textContent = cases;
  const typeName = document.createElement("span");
  typeName.className = "type muted";
  typeName.textContent = type;
  element.append(name, " ", typeName);
  return element;
}

/** `Helvetica Bold 17`, `System 17`: family, face (unless Regular), size. */
function fontName(font) {
  return [font.family, font.face === "Regular" ? null : font.face, round(font.size)].filter((part) => part !== null).join(" ");
}

/** A swatch and the hex: `#rrggbb`, with the alpha when the colour is not opaque. */
function colorValue(element, value) {
  const swatch = document.createElement("span");
  swatch.className = "swatch";
  swatch.style.background = value;
  const hex = /^#[0-9a-f]{6}ff$/i.test(value) ? value.slice(0, 7) : value;
  const alpha = value.length === 9 ? parseInt(value.slice(7), 16) / 255 : 1;
  const label = document.createElement("span");
  label.className = "hex";
  label.textContent = alpha < 1 ? `${hex} (alpha ${round(alpha)})` : hex;
  element.append(swatch, label);
  return element;
}

/** The constraints whose first or second item is this view, as `item.attr == other.attr × m + c`. */
function constraintList(node, event) {
  const list = document.createElement("ol");
  list.className = "constraint-list";
  const mine = node.item ? event.constraints.filter((constraint) => constraint.item === node.item || constraint.toItem === node.item) : [];
  if (!mine.length) {
    const none = document.createElement("li");
    none.className = "muted";
    none.textContent = node.item ? "no constraint involves this view" : "this view is not laid out by constraints";
    list.append(none);
  }
  for (const constraint of mine) {
    const item = document.createElement("li");
    const formula = document.createElement("code");
    formula.textContent = constraintText(constraint);
    item.append(formula);
    const details = [constraint.priority < 1000 ? `priority ${round(constraint.priority)}` : null, constraint.identifier].filter(Boolean);
    if (details.length) {
      const note = document.createElement("span");
      note.className = "muted";
      note.textContent = ` ${details.join(" · ")}`;
      item.append(note);
    }
    const link = constraint.source && sourceLink(constraint.source.file, constraint.source.line, constraint.source.column);
    if (link) {
      link.classList.add("constraint-source");
      item.append(" ", link);
    }
    list.append(item);
  }
  return list;
}

/** `title.top == root.top + 20`, `box.width >= 44`, `a.width == b.width × 0.5`. */
function constraintText(constraint) {
  const { item, attr, rel, toItem, toAttr, mult, const: constant } = constraint;
  if (toItem === null || toAttr === "notAnAttribute") return `${item}.${attr} ${rel} ${round(constant)}`;
  let text = `${item}.${attr} ${rel} ${toItem}.${toAttr}`;
  if (mult !== 1) text += ` × ${round(mult)}`;
  if (constant !== 0) text += constant < 0 ? ` - ${round(-constant)}` : ` + ${round(constant)}`;
  return text;
}

/** At most two decimals. */
function round(value) {
  return Math.round(value * 100) / 100;
}
