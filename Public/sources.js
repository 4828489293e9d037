// Sources: `file:line:column` as links that open the file in the editor, and the lines around
// a view's source read from `/templates/`.

/** Where `/editor` says sources open: the project's absolute root and the URL template
 * (`vscode://file/{path}:{line}:{column}` unless `layout-serve.json` says `editor_url`). */
const editor = { root: null, url: "vscode://file/{path}:{line}:{column}" };

export async function loadEditor() {
  try {
    const answer = await fetch("/editor");
    if (answer.ok) Object.assign(editor, await answer.json());
  } catch {
    // Links then name the file without opening it.
  }
}

/** `file:line:column` as a link that opens it in the editor (plain text for a URL-named
 * remote template, or before the project's root is known). */
export function sourceLink(file, line, column) {
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
export async function showSource(pane, source) {
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
