// Render variants (docs/AUDITS.md "Variants"): a Dynamic Type text size, right-to-left, a
// language and pseudo-localisation, chosen beside the device — the header's for the first
// pane, each extra pane its own — and sent as the server's one grammar reads them
// (`AX3,rtl,lang=fr,pseudo`, in the canonical order) as `variant=` on /events and /audit.

/** The text sizes, smallest first; L is iOS's default. */
export const textSizes = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"];

/** A language code the server takes in `lang=` (fr, pt-BR, zh-Hans). */
const languagePattern = /^[A-Za-z][A-Za-z0-9_-]{0,34}$/;

/** The default variant: Large text, left to right, the project's strings. */
export function standardVariant() {
  return { size: "L", rtl: false, lang: "", pseudo: false };
}

/** A variant's canonical name without its device: the items that differ from the default in
 * the order text size, direction, language, pseudo ("" for none). */
export function variantName(variant) {
  const items = [];
  if (variant.size !== "L") items.push(variant.size);
  if (variant.rtl) items.push("rtl");
  if (variant.lang) items.push("lang=" + variant.lang);
  if (variant.pseudo) items.push("pseudo");
  return items.join(",");
}

/** What a pane shows: the device, then the variant's items (`iphone-se · AX3 · rtl`). */
export function variantLabel(device, variant) {
  return [device, ...variantName(variant).split(",")].filter(Boolean).join(" · ");
}

/** The `&variant=…` of a query; nothing for the default. */
export function variantQuery(variant) {
  const name = variantName(variant);
  return name ? "&variant=" + encodeURIComponent(name) : "";
}

/** A variant as `?variant=` writes it; an item that is none of these (a device) is `device`. */
export function parseVariant(text) {
  const variant = standardVariant();
  let device = null;
  for (const item of (text ?? "").split(",").map((word) => word.trim()).filter(Boolean)) {
    const lowered = item.toLowerCase();
    const size = textSizes.find((name) => name.toLowerCase() === lowered);
    if (size) variant.size = size;
    else if (lowered === "rtl" || lowered === "ltr") variant.rtl = lowered === "rtl";
    else if (lowered === "pseudo") variant.pseudo = true;
    else if (lowered.startsWith("lang=") && languagePattern.test(item.slice(5))) variant.lang = item.slice(5);
    else device = item;
  }
  return { variant, device };
}

/** The controls of a variant — a text-size menu, `rtl` and `pseudo` boxes, a language field —
 * showing `variant` and calling `changed()` after each edit has been made to it. */
export function variantControls(variant, changed) {
  const size = document.createElement("select");
  size.name = "text-size";
  size.title = "Dynamic Type text size: fonts named by a text style (body, headline…) scale";
  for (const name of textSizes) size.append(new Option(name === "L" ? "L (default)" : name, name));
  size.value = variant.size;
  size.onchange = () => { variant.size = size.value; changed(); };
  const box = (name, title) => {
    const input = document.createElement("input");
    input.type = "checkbox";
    input.name = name;
    input.checked = variant[name];
    input.onchange = () => { variant[name] = input.checked; changed(); };
    const label = document.createElement("label");
    label.title = title;
    label.append(input, " " + name);
    return label;
  };
  const lang = document.createElement("input");
  lang.name = "lang";
  lang.size = 5;
  lang.placeholder = "lang";
  lang.title = "the language whose .lproj strings come first (fr, pt-BR)";
  lang.value = variant.lang;
  // Applied on Enter or leaving the field, not at each key: each change opens the streams again.
  lang.onchange = () => {
    const code = lang.value.trim();
    lang.setCustomValidity(code && !languagePattern.test(code) ? "a language code such as fr, pt-BR or zh-Hans" : "");
    if (!lang.checkValidity()) return;
    variant.lang = code;
    changed();
  };
  const textSize = document.createElement("label");
  textSize.append("text ", size);
  return [textSize, box("rtl", "right to left: leading and trailing flip, stacks reverse"),
    box("pseudo", "pseudo-localised strings: 40 % longer, accented, bracketed"), lang];
}
