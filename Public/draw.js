// Drawing a render event: every view a box at the frame the server computed, with the look
// UIKit gives it where that changes the picture — text in its measured lines and face,
// text-field borders and placeholders, button title colours per state, image placeholders —
// and the device's status bar and safe area over it, or an error event's Red Box.

import { sourceLink } from "./sources.js";

/** The families that stand in when the Liberation faces cannot be loaded. */
const fallbackFamilies = { Sans: "sans-serif", Serif: "serif", Mono: "monospace" };

/** UIKit's colours where a template sets none. */
const uikit = {
  tint: "#007aff",
  placeholder: "rgba(60, 60, 67, 0.3)",
  disabledTitle: "rgba(60, 60, 67, 0.3)",
  text: "#000000",
};

/** Draws a render event's tree into `screen`; `onSelect(node, path, view)` on a click. */
export function drawTree(screen, event, selectedPath, onSelect) {
  let selected = null;
  // A right-to-left variant: natural alignment (and a button's leading and trailing) flip.
  const rtl = (event.variant ?? "").split(",").includes("rtl");
  // `offset`: the parent's content offset (a scroll view shows its content moved by it).
  const draw = (node, path, offset) => {
    const view = document.createElement("div");
    view.className = `view ${node.class}`;
    view.dataset.class = node.class;
    view.dataset.path = path;
    if (node.id) view.dataset.id = node.id;
    const { x, y, width, height } = node.frame;
    Object.assign(view.style, { left: `${x - offset.x}px`, top: `${y - offset.y}px`, width: `${width}px`, height: `${height}px` });
    style(view, node);
    if (node.text) view.append(drawText(node, rtl));
    if (isImageView(node) && node.props.image) view.append(drawImage(node));
    view.title = node.id ? `${node.class}#${node.id}` : node.class;
    if (node.cell) {
      // A row or item of a table or collection view, made from a cell template.
      view.dataset.cell = node.cell.identifier ?? "";
      view.dataset.index = String(node.cell.index);
      view.title += ` · ${node.cell.identifier ?? "cell"} ${node.cell.index}`;
    }
    if (node.props.$role) view.dataset.role = node.props.$role;
    view.onclick = (click) => {
      click.stopPropagation();
      for (const other of screen.querySelectorAll(".view.selected")) other.classList.remove("selected");
      view.classList.add("selected");
      onSelect(node, path, view);
    };
    if (path === selectedPath) {
      view.classList.add("selected");
      selected = node;
    }
    const inner = contentOffset(node);
    node.children.forEach((child, index) => view.append(draw(child, `${path}.${index}`, inner)));
    return view;
  };
  screen.replaceChildren(draw(event.tree, "0", { x: 0, y: 0 }));
  return selected;
}

/** A scroll view's `contentOffset` as the template sets it (its content is drawn moved up and
 * left by it, as UIKit shows it); zero for other views. */
export function contentOffset(node) {
  const whole = node.props.contentOffset;
  return { x: node.props["contentOffset.x"] ?? whole?.x ?? 0, y: node.props["contentOffset.y"] ?? whole?.y ?? 0 };
}

/** Scroll views (tables and collection views too) clip their content unless told not to. */
function clipsContent(node) {
  const clips = flag(node.props, "clipsToBounds", null);
  return clips ?? /(ScrollView|TableView|CollectionView|TextView)$/.test(node.class);
}

function isImageView(node) { return /ImageView/.test(node.class); }
function isButton(node) { return /Button/.test(node.class); }
function isTextField(node) { return /TextField/.test(node.class); }

/** A prop under its Swift name or its Objective-C one (`isEnabled` / `enabled`). */
function flag(props, name, otherwise) {
  const value = props[name] ?? props[name.replace(/^is([A-Z])/, (_, first) => first.toLowerCase())];
  return typeof value === "boolean" ? value : otherwise;
}

/** The view's own look, from the properties UIKit would apply. */
function style(view, node) {
  const props = node.props;
  // A cell's or section header's background view, else the view's own colour.
  const background = props.backgroundColor ?? props["contentView.backgroundColor"] ?? props["backgroundView.backgroundColor"];
  if (typeof background === "string") view.style.background = background;
  if (clipsContent(node)) view.style.overflow = "hidden";
  if (typeof props["layer.cornerRadius"] === "number") view.style.borderRadius = `${props["layer.cornerRadius"]}px`;
  if (typeof props["layer.borderWidth"] === "number" && props["layer.borderWidth"] > 0) {
    view.style.boxShadow = `inset 0 0 0 ${props["layer.borderWidth"]}px ${props["layer.borderColor"] ?? "#000"}`;
  }
  if (typeof props.alpha === "number") view.style.opacity = props.alpha;
  if (flag(props, "isHidden", false)) view.style.display = "none";
  if (isTextField(node) && typeof props.borderStyle === "string") view.dataset.border = props.borderStyle;
  if (isButton(node)) view.dataset.state = buttonState(props);
}

/** A control's state as UIKit picks its title colour: disabled, highlighted, selected, normal. */
function buttonState(props) {
  if (!flag(props, "isEnabled", true)) return "disabled";
  if (flag(props, "isHighlighted", false)) return "highlighted";
  if (flag(props, "isSelected", false)) return "selected";
  return "normal";
}

/** A button's title colour for its state; a state without its own colour falls back to normal's. */
function titleColor(props) {
  const normal = props.normalTitleColor ?? props.titleColor ?? props.tintColor ?? uikit.tint;
  switch (buttonState(props)) {
    case "disabled": return props.disabledTitleColor ?? uikit.disabledTitle;
    case "highlighted": return props.highlightedTitleColor ?? normal;
    case "selected": return props.selectedTitleColor ?? normal;
    default: return normal;
  }
}

/** A view's text (`node.text`): the lines the engine broke it into, each drawn on its own in
 * the very face it was measured in, never wrapped again; the block centred vertically in the
 * frame, as UILabel, UITextField and UIButton draw it; `rtl`, in a right-to-left render. */
function drawText(node, rtl) {
  const { face, size, line_height: lineHeight, lines } = node.text;
  const props = node.props;
  const block = document.createElement("div");
  block.className = "text";
  const family = /^Liberation(Sans|Serif|Mono)-/.exec(face)?.[1] ?? "Sans";
  Object.assign(block.style, {
    top: `${(node.frame.height - lines.length * lineHeight) / 2}px`,
    fontFamily: `"${face}", ${fallbackFamilies[family]}`,
    fontSize: `${size}px`,
    lineHeight: `${lineHeight}px`,
  });
  for (const text of lines) {
    const line = document.createElement("div");
    line.className = "line";
    line.textContent = text;
    block.append(line);
  }
  let color = props.textColor ?? uikit.text;
  let alignment = props.textAlignment;
  if (isButton(node)) {
    color = titleColor(props);
    alignment = { left: "left", right: "right", leading: rtl ? "right" : "left", trailing: rtl ? "left" : "right" }[props.contentHorizontalAlignment] ?? "center";
  } else if (isTextField(node)) {
    const showsPlaceholder = !(typeof props.text === "string" && props.text) && !props.attributedText;
    if (showsPlaceholder) {
      block.classList.add("placeholder");
      color = uikit.placeholder;
    }
    // A bordered field insets its text by half the 14 pt padding UIKit adds to its width.
    if (props.borderStyle && props.borderStyle !== "none") Object.assign(block.style, { left: "7px", right: "7px" });
  }
  if (typeof color === "string") block.style.color = color;
  const natural = rtl ? "right" : "left";
  block.style.textAlign = { natural, justified: "justify", center: "center", right: "right", left: "left" }[alignment] ?? natural;
  return block;
}

/** An image view's image: a placeholder as large as the view (an auto-sized image view is the
 * image's size), named, since the viewer has no image files. */
function drawImage(node) {
  const image = document.createElement("div");
  image.className = "image";
  image.textContent = typeof node.props.image === "string" ? node.props.image : "image";
  return image;
}

/** Loads a face text is measured in; when the server cannot serve it (fonts-liberation2 is not
 * installed), says that text is drawn in a stand-in font. */
export function checkFonts(notice) {
  const regular = [...document.fonts].find((face) => face.family.replace(/"/g, "") === "LiberationSans-Regular");
  if (!regular) return;
  regular.load().then(() => { notice.hidden = true; }, () => {
    notice.hidden = false;
    notice.textContent = "⚠ Liberation fonts not found (install fonts-liberation2): text is drawn in a stand-in font and may not fit its frames";
  });
}

/** The status bar's region (the top safe-area inset) and the safe area, drawn over the views. */
export function deviceRegions(device) {
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

/** An `error` event's Red Box: every diagnostic with its message, source link, node,
 * excerpt, suggestions and include chain. */
export function drawRedBox(redbox, event) {
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
