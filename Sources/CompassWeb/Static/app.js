// A thin layer over pages that work without it: dialogs instead of extra pages, the event
// form's auto-fill and school dialogs, the discard prompt, forms kept through a lost connection,
// live search, upload progress, previews that say when they cannot load, the chart's values,
// and the time zone report.
"use strict";
document.documentElement.classList.add("js");

// Tells the server the browser's time zone, so every "today" on the pages is the user's
// (an explicit choice on /account still wins).
function reportTimeZone() {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!zone) return;
  const cookie = `compass_tz=${encodeURIComponent(zone)}`;
  if (document.cookie.split("; ").includes(cookie)) return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${cookie}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
reportTimeZone();

const csrf = () => document.querySelector('meta[name="csrf"]')?.content ?? "";
// The athlete's part of the site a parent is in ("/for/<id>"), for the script's own requests.
const base = () => document.body.dataset.base ?? "";

function element(tag, attributes = {}, children = []) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  for (const child of children) node.append(child);
  return node;
}

// The fields a person types into or picks in (never a hidden form-token input).
const typedFields = 'input:not([type="hidden"]), select, textarea';
// Whether `form` has any (Mark Attended is buttons only).
const takesTyping = (form) => form.querySelector(typedFields) !== null;

// The control a person would use first in a dialog: its first field, else its first button or
// link.
const firstControl = (dialog) =>
  ['[autofocus]', typedFields, "button, [href]"]
    .map((selector) => dialog.querySelector(selector)).find(Boolean);

// Opens `dialog` as a modal with focus on `focus` (or its first control); when it closes, focus
// goes back to whatever opened it.
function openModal(dialog, focus) {
  const opener = document.activeElement;
  dialog.setAttribute("data-js-modal", "");
  if (dialog.open) dialog.close();
  dialog.showModal();
  (focus ?? firstControl(dialog))?.focus();
  if (!opener || opener === document.body) return;
  dialog.addEventListener("close", () => { if (opener.isConnected) opener.focus(); }, { once: true });
}

// A dialog with a message and two buttons; resolves true when the user confirms.
function ask(title, text, confirmLabel, cancelLabel, danger) {
  return new Promise((resolve) => {
    const yes = element("button", { type: "button", class: `button ${danger ? "button-danger-solid" : "button-primary"}` }, [confirmLabel]);
    const no = element("button", { type: "button", class: "button button-secondary" }, [cancelLabel]);
    const heading = element("h2", { id: "ask-title" }, [title]);
    const dialog = element("dialog", { class: "sheet", "aria-labelledby": "ask-title", role: "alertdialog" }, [
      heading, text ? element("p", {}, [text]) : "", element("div", { class: "form-actions" }, [yes, no]),
    ]);
    document.body.append(dialog);
    const finish = (answer) => { dialog.close(); dialog.remove(); resolve(answer); };
    yes.addEventListener("click", () => finish(true));
    no.addEventListener("click", () => finish(false));
    dialog.addEventListener("cancel", (event) => { event.preventDefault(); finish(false); });
    openModal(dialog, no);
  });
}

function postTo(action) {
  const form = element("form", { method: "post", action }, [element("input", { type: "hidden", name: "_csrf", value: csrf() })]);
  document.body.append(form);
  form.submit();
}

// "Copy link": a button after a read-only field (data-copy names the field) copies its value
// and says so; it is added only where the clipboard can be written.
function copyButton(field) {
  if (!navigator.clipboard) return;
  const status = element("span", { class: "muted", role: "status" });
  const button = element("button", { type: "button", class: "button button-secondary" }, ["Copy link"]);
  button.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(field.value);
      status.textContent = " Copied.";
    } catch {
      field.select();
      status.textContent = " Select the link and copy it.";
    }
  });
  field.after(element("p", {}, [button, status]));
}

// Dialogs the page came with open as modals; Esc asks as ✕ does.
function serverDialogs(root) {
  root.querySelectorAll("dialog").forEach((dialog) => {
    dialog.addEventListener("cancel", (event) => { event.preventDefault(); closeDialog(dialog); });
  });
  root.querySelectorAll("dialog[data-modal]").forEach((dialog) => {
    dialog.dataset.served = "";
    openModal(dialog);
  });
}

function enhanceDialogs() {
  document.addEventListener("click", (event) => {
    const opener = event.target.closest("[data-opens]");
    if (opener) {
      const dialog = document.getElementById(opener.dataset.opens);
      if (dialog) { event.preventDefault(); openModal(dialog); }
      return;
    }
    const closer = event.target.closest("dialog [data-close]");
    if (closer) {
      event.preventDefault();
      closeDialog(closer.closest("dialog"), closer);
      return;
    }
    const zoom = event.target.closest("[data-zoom]");
    if (zoom) {
      event.preventDefault();
      zoom.classList.toggle("zoomed");
      return;
    }
    const confirmer = event.target.closest("[data-confirm]");
    if (confirmer) {
      event.preventDefault();
      // The question takes the place of a dialog the button was in (the share list).
      confirmer.closest("dialog[open]")?.close();
      ask(confirmer.dataset.confirm, confirmer.dataset.confirmText || "", confirmer.dataset.confirmLabel || "Delete", "Cancel", true)
        .then((yes) => { if (yes) postTo(confirmer.dataset.action); });
    }
  });
}

function shiftTime(value, minutes) {
  const [hours, mins] = value.split(":").map(Number);
  const total = (((hours * 60 + mins + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

// On a new event the end date is the start date and the end time an hour after the start, for
// as long as the user has not set the end themselves: recomputed from the start on every change,
// so a date or time typed key by key ends up right (the rule of EventForm on the phone).
function autoFill(form) {
  if (!form.hasAttribute("data-autofill")) return;
  const rules = [
    [form.elements.start_date, form.elements.end_date, (start) => start],
    [form.elements.start_time, form.elements.end_time, (start) => (start ? shiftTime(start, 60) : "")],
  ];
  for (const [start, end, follow] of rules) {
    if (!start || !end) continue;
    let follows = !end.value || end.value === follow(start.value);
    ["input", "change"].forEach((type) => {
      end.addEventListener(type, () => { follows = false; });
      start.addEventListener(type, () => { if (follows) end.value = follow(start.value); });
    });
  }
}

function directions(form) {
  const link = form.querySelector("#directions");
  if (!link) return;
  const update = () => {
    const parts = ["address", "city", "state"].map((name) => form.elements[name].value.trim()).filter(Boolean);
    link.hidden = parts.length === 0;
    link.href = `https://maps.apple.com/?q=${encodeURIComponent(parts.join(", "))}`;
  };
  form.elements.state.addEventListener("input", () => { form.elements.state.value = form.elements.state.value.toUpperCase(); });
  ["address", "city", "state"].forEach((name) => form.elements[name].addEventListener("input", update));
}

// A new event's time zone follows its city and state (EventTimeZone.proposed, whose tables the
// select carries) until the user picks one.
function proposeTimeZone(form) {
  const select = form.elements.time_zone;
  if (!select || !select.hasAttribute("data-follows-place")) return;
  const byState = JSON.parse(select.dataset.zonesByState || "{}");
  const byCity = JSON.parse(select.dataset.zonesByCity || "{}");
  let follows = true;
  select.addEventListener("change", () => { follows = false; });
  const update = () => {
    if (!follows) return;
    const state = form.elements.state.value.trim().toUpperCase();
    const city = form.elements.city.value.trim().toLowerCase();
    const zone = byCity[`${city}, ${state.toLowerCase()}`] || byState[state] || "";
    if ([...select.options].some((option) => option.value === zone)) select.value = zone;
  };
  ["city", "state"].forEach((name) => form.elements[name].addEventListener("input", update));
}

// "Other (not listed)" and "+ Add new school" open dialogs over the form.
function schoolDialogs(form) {
  const select = form.elements.school;
  if (!select) return;
  const note = form.querySelector("#school-choice");
  const other = form.elements.other_school_name;
  let previous = select.value === "add_new" ? "" : select.value;
  const showOther = () => { note.textContent = select.value === "other" && other.value ? `Not listed: ${other.value}` : ""; };
  showOther();
  select.addEventListener("change", async () => {
    if (select.value === "other") {
      const name = await schoolDialog("School Not Listed", "Continue", [["other", "School name", other.value]]);
      if (name) { other.value = name.other; previous = "other"; } else select.value = previous;
    } else if (select.value === "add_new") {
      const created = await schoolDialog("Add New School", "Save School", [["name", "School name", ""], ["location", "Location (optional)", ""]], true);
      if (created) {
        const option = element("option", { value: created.id }, [created.name]);
        select.querySelector('option[value="none"]').before(option);
        select.value = created.id;
        previous = created.id;
      } else select.value = previous;
    } else previous = select.value;
    showOther();
  });
}

// A random id (RFC 9562 version 4) for a form this script sends, so the server makes what it
// asks for once however often it arrives; getRandomValues works on plain http too.
function newID() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function schoolDialog(title, confirmLabel, fields, saves) {
  const submission = newID();
  return new Promise((resolve) => {
    const inputs = fields.map(([name, label, value]) => {
      const input = element("input", { id: `dialog-${name}`, name, value, autocomplete: "off" });
      return [name, input, [element("label", { for: input.id }, [label]), input]];
    });
    const error = element("p", { class: "field-error", role: "alert" });
    const save = element("button", { type: "submit", class: "button button-primary" }, [confirmLabel]);
    const cancel = element("button", { type: "button", class: "button button-secondary" }, ["Cancel"]);
    const form = element("form", { method: "dialog" }, [...inputs.flatMap((entry) => entry[2]), error, element("div", { class: "form-actions" }, [save, cancel])]);
    const dialog = element("dialog", { class: "sheet", "aria-labelledby": "school-dialog-title" }, [element("h2", { id: "school-dialog-title" }, [title]), form]);
    document.body.append(dialog);
    const first = inputs[0][1];
    const sync = () => { save.disabled = first.value.trim() === ""; };
    first.addEventListener("input", sync);
    sync();
    const finish = (value) => { dialog.close(); dialog.remove(); resolve(value); };
    cancel.addEventListener("click", () => finish(null));
    dialog.addEventListener("cancel", (event) => { event.preventDefault(); finish(null); });
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const values = Object.fromEntries(inputs.map(([name, input]) => [name, input.value.trim()]));
      if (!saves) return finish(values);
      save.disabled = true;
      save.textContent = "Saving…";
      try {
        const body = new URLSearchParams({ _csrf: csrf(), submission, name: values.name, location: values.location });
        const reply = await fetch(`${base()}/schools`, { method: "POST", body, headers: { Accept: "application/json" } });
        if (!reply.ok) throw new Error(String(reply.status));
        finish(await reply.json());
      } catch {
        error.textContent = "Failed to add school. Please try again.";
        save.textContent = confirmLabel;
        sync();
      }
    });
    openModal(dialog, first);
  });
}

// One submission per form: the button says what is happening and cannot be pressed twice. A
// form that changes something (data-keep) is sent by this script, so a lost connection leaves
// the page and what was typed in place. Back to a sent form never finds it still busy.
function submitOnce(form) {
  const button = form.querySelector('button[type="submit"]');
  const label = button?.textContent;
  let sent = false;
  const release = () => {
    sent = false;
    delete form.dataset.sent;
    if (button) { button.disabled = false; button.textContent = label; }
  };
  form.addEventListener("submit", (event) => {
    if (sent) { event.preventDefault(); return; }
    sent = true;
    form.dataset.sent = "";
    // NB: the pressed button's own value (Keep Theirs) is read before any button is disabled.
    const fields = new FormData(form, event.submitter);
    if (button) {
      button.disabled = true;
      if (form.dataset.busy) button.textContent = form.dataset.busy;
    }
    if (!("keep" in form.dataset)) return;
    event.preventDefault();
    sendKept(form, fields, release);
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    if ("done" in form.dataset) location.reload(); else release();
  });
}

// Sends a form that changes something. Without a connection it stays as typed, with "No
// connection — your entries are kept", a draft on this device and Retry; the server's answer
// is the next page, or the form again with its messages.
async function sendKept(form, fields, release) {
  const failed = () => {
    drafts.save(form);
    release();
    offline(form);
  };
  let reply;
  let html;
  try {
    reply = await fetch(form.action, { method: "POST", body: new URLSearchParams(fields), headers: { Accept: "text/html" } });
    if (!reply.redirected) html = await reply.text();
  } catch {
    return failed();
  }
  if (reply.redirected) {
    drafts.drop(form);
    form.dataset.done = "";
    return go(reply.url);
  }
  showPage(html);
}

function offline(form) {
  const again = form.querySelector('[data-trouble="offline"]') !== null;
  trouble(form, "", false, "draft");
  const said = takesTyping(form) ? "your entries are kept. They stay on this device until they are sent." : "nothing was changed yet.";
  trouble(form, `${again ? "Still no connection" : "No connection"} — ${said}`, false, "offline");
  const retry = element("button", { type: "button", class: "button button-secondary" }, ["Retry"]);
  retry.addEventListener("click", () => form.requestSubmit());
  const banner = form.querySelector('[data-trouble="offline"]');
  banner.append(" ", retry);
  banner.scrollIntoView({ block: "center" });
}

// Opens `url` (a page the server led to), loading it again when it is the page already open.
function go(url) {
  const to = new URL(url, location.href);
  if (to.pathname !== location.pathname || to.search !== location.search) return location.assign(to);
  history.replaceState(null, "", to);
  location.reload();
}

// Shows a page the server answered a sent form with (its messages, a clash, a sign-in to
// send it): its body in place of this one, its form token, and this script's help on it.
function showPage(html) {
  const page = new DOMParser().parseFromString(html, "text/html");
  document.title = page.title;
  const token = page.querySelector('meta[name="csrf"]');
  const current = document.querySelector('meta[name="csrf"]');
  if (token && current) current.content = token.content;
  document.body.replaceWith(document.adoptNode(page.body));
  forgetNotices();
  enhance(document.body);
}

// The one-time notices an address carries after a save ("?saved=1", "?logged=1", "?joined=1",
// "?replied=1") belong to that save: once another answer is shown in its place, the address
// drops them, so a reload never says "saved" for a form that was refused.
function forgetNotices() {
  const url = new URL(location.href);
  const notices = ["saved", "logged", "joined", "replied"].filter((name) => url.searchParams.has(name));
  if (notices.length === 0) return;
  notices.forEach((name) => url.searchParams.delete(name));
  history.replaceState(null, "", url);
}

// What was typed into a form that could not be sent, kept on this device per account and form
// address (never the form token) until it is sent or discarded; the form shows it again.
const drafts = {
  prefix: "compass-draft:",
  key: (form) => `${drafts.prefix}${document.body.dataset.account ?? ""}:${new URL(form.action, location.href).pathname}`,
  save(form) {
    if (!takesTyping(form)) return;
    const fields = [...new FormData(form)].filter(([name, value]) => name !== "_csrf" && typeof value === "string");
    try { localStorage.setItem(drafts.key(form), JSON.stringify({ saved: Date.now(), fields })); } catch { /* storage full or off */ }
  },
  drop(form) {
    try { localStorage.removeItem(drafts.key(form)); } catch { /* storage off */ }
  },
  read(form) {
    try {
      const draft = JSON.parse(localStorage.getItem(drafts.key(form)) ?? "null");
      return Array.isArray(draft?.fields) ? draft : null;
    } catch {
      return null;
    }
  },
  mine() {
    const mine = `${drafts.prefix}${document.body.dataset.account ?? ""}:`;
    try { return Object.keys(localStorage).filter((key) => key.startsWith(mine)); } catch { return []; }
  },
};

// Puts a kept draft back into `form` and says so, with Discard; an edit dialog holding one opens.
function restoreDraft(form) {
  const draft = drafts.read(form);
  if (!draft) return;
  const values = new Map();
  for (const [name, value] of draft.fields) values.set(name, [...(values.get(name) ?? []), value]);
  const used = new Map();
  for (const field of form.elements) {
    if (!field.name || field.name === "_csrf" || field.type === "file") continue;
    const kept = values.get(field.name) ?? [];
    if (field.type === "checkbox" || field.type === "radio") field.checked = kept.includes(field.value);
    else if (field.multiple) [...field.options].forEach((option) => { option.selected = kept.includes(option.value); });
    else if (values.has(field.name)) {
      const index = used.get(field.name) ?? 0;
      used.set(field.name, index + 1);
      if (index < kept.length) field.value = kept[index];
    }
  }
  form.querySelectorAll("select").forEach((select) => select.dispatchEvent(new Event("change")));
  const when = new Date(draft.saved).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
  trouble(form, `Sending these entries did not finish (kept on this device since ${when}). Send them with the form's button — nothing is made twice — or:`, false, "draft");
  const discard = element("button", { type: "button", class: "button button-secondary" }, ["Discard Them"]);
  discard.addEventListener("click", () => { drafts.drop(form); abandon(form); });
  form.querySelector('[data-trouble="draft"]').append(" ", discard);
  form.closest("details:not([open])")?.setAttribute("open", "");
  const dialog = form.closest("dialog");
  if (dialog && !dialog.open) openModal(dialog);
}

// The event form's messages as the user types, from the server's one rule (POST /events/check):
// typing mistakes at once, missing fields after a submit; the button waits while one stands.
function liveChecks(form) {
  const button = form.querySelector('button[type="submit"]');
  if (button && "blocked" in button.dataset) button.disabled = true;
  let timer;
  let request = 0;
  const show = (id, kind, text) => {
    const input = form.elements[id];
    const field = input?.closest(".field");
    if (!field) return;
    field.querySelector(`#${id}-${kind}`)?.remove();
    if (kind === "error") field.classList.toggle("has-error", Boolean(text));
    if (text) {
      const note = element("p", { class: `field-${kind}`, id: `${id}-${kind}` }, [
        element("span", { class: "visually-hidden" }, [kind === "error" ? "Error: " : "Warning: "]), text,
      ]);
      field.append(note);
    }
    const described = ["error", "warning"].map((k) => `${id}-${k}`).filter((k) => form.querySelector(`#${k}`));
    if (described.length) input.setAttribute("aria-describedby", described.join(" ")); else input.removeAttribute("aria-describedby");
    if (kind === "error") { if (text) input.setAttribute("aria-invalid", "true"); else input.removeAttribute("aria-invalid"); }
  };
  const check = async () => {
    const mine = ++request;
    let reply;
    try {
      reply = await fetch(`${base()}/events/check`, { method: "POST", body: new URLSearchParams(new FormData(form)), headers: { Accept: "application/json" } });
    } catch { return; }
    if (mine !== request || "sent" in form.dataset) return;
    if (reply.status === 401) return trouble(form, "Your session has ended. What you typed is kept: send the form and you can sign in and finish.");
    if (!reply.ok) return;
    trouble(form, "");
    const result = await reply.json();
    for (const [id, messages] of Object.entries(result.fields)) {
      show(id, "error", messages.error);
      show(id, "warning", messages.warning);
    }
    const banner = form.querySelector(".banner-error:not([data-failure])");
    if (banner && !result.summary) banner.remove();
    if (button) button.disabled = !result.allowsSubmit;
  };
  const soon = () => { clearTimeout(timer); timer = setTimeout(check, 250); };
  form.addEventListener("input", soon);
  form.addEventListener("change", soon);
}

// Each form as it was drawn, to tell whether it has been changed since.
const drawn = new WeakMap();
const formState = (form) => new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, typeof value === "string" ? value : value.name])).toString();
const edited = (form) => drawn.has(form) && formState(form) !== drawn.get(form);

// A form given up: what was typed goes (the fields as drawn, no kept draft, no message).
function abandon(form) {
  form.reset();
  drafts.drop(form);
  form.querySelectorAll("[data-trouble]").forEach((banner) => banner.remove());
  form.querySelectorAll("select").forEach((select) => select.dispatchEvent(new Event("change")));
  // NB: the field checks run again on the values as drawn, so no message of the dropped ones stays.
  form.dispatchEvent(new Event("input", { bubbles: true }));
}

// Closing a dialog by Esc, ✕ or Cancel asks before dropping changes, and what was dropped is
// never shown the next time: a dialog the page came with (showing what was sent) goes to the
// page without it, one this script opened is reset.
async function closeDialog(dialog, closer) {
  const forms = [...dialog.querySelectorAll("form[data-discard], form[data-keep]")];
  const changed = forms.filter(edited);
  if (changed.length && !(await ask("Discard changes?", "What you typed will be lost.", "Discard", "Keep Editing", true))) return;
  changed.forEach(abandon);
  const leave = closer?.getAttribute("href") ?? dialog.querySelector("a[data-close][href]")?.getAttribute("href");
  if ("served" in dialog.dataset && forms.length && leave) {
    changed.forEach((form) => drawn.delete(form));
    location.assign(leave);
    return;
  }
  dialog.close();
}

// Leaving a changed form by any link (Cancel, "← Back", the navigation) asks first: "Discard
// changes?"; closing the tab or going back gets the browser's own question.
function discardPrompt(form) {
  const changed = () => form.isConnected && !("sent" in form.dataset) && !form.closest("dialog:not([open])") && edited(form);
  const warn = (event) => { if (changed()) { event.preventDefault(); event.returnValue = ""; } };
  document.addEventListener("click", async (event) => {
    const link = event.target.closest("a[href]");
    if (!link || event.defaultPrevented || link.target === "_blank" || link.hasAttribute("download")) return;
    const to = new URL(link.href, location.href);
    if (to.pathname === location.pathname && to.search === location.search && to.hash) return;
    if (!changed()) return;
    event.preventDefault();
    if (await ask("Discard changes?", "What you typed will be lost.", "Discard", "Keep Editing", true)) {
      window.removeEventListener("beforeunload", warn);
      drafts.drop(form);
      location.href = link.href;
    }
  });
  window.addEventListener("beforeunload", warn);
}

// Signing out with entries not yet sent asks first; signing out discards them.
function signOut(form) {
  form.addEventListener("submit", async (event) => {
    const kept = drafts.mine();
    if (!kept.length || "asked" in form.dataset) { kept.forEach((key) => localStorage.removeItem(key)); return; }
    event.preventDefault();
    if (!(await ask("Sign out?", "Entries that were not sent yet are kept on this device only, and signing out discards them.", "Sign Out", "Cancel", true))) return;
    form.dataset.asked = "";
    form.requestSubmit();
  });
}

function metricUnits(form) {
  const type = form.elements.metric_type;
  const unit = form.elements.unit;
  const name = form.querySelector("[data-other-name]");
  const showName = () => {
    if (!name) return;
    const other = type.value === "other";
    name.hidden = !other;
    name.querySelector("input").toggleAttribute("aria-required", other);
  };
  let suggested = type.selectedOptions[0]?.dataset.unit ?? "";
  showName();
  type.addEventListener("change", () => {
    const next = type.selectedOptions[0]?.dataset.unit ?? "";
    if (unit.value === "" || unit.value === suggested) unit.value = next;
    suggested = next;
    showName();
  });
}

// The Events List filters apply as the user types or picks, keeping the URL in step.
function liveFilters(form) {
  let timer;
  let request = 0;
  const apply = async () => {
    const url = `${form.action}?${new URLSearchParams(new FormData(form))}`;
    const mine = ++request;
    let reply;
    try {
      reply = await fetch(url, { headers: { Accept: "text/html" }, redirect: "manual" });
    } catch {
      if (mine === request) trouble(form, "The server can’t be reached, so the list was not updated. Check your connection and try again.");
      return;
    }
    if (mine !== request) return;
    if (reply.type === "opaqueredirect" || reply.status === 401) return trouble(form, "Your session has ended, so the list was not updated.", true);
    if (!reply.ok) return trouble(form, "The list could not be updated. Please try again.");
    trouble(form, "");
    const page = new DOMParser().parseFromString(await reply.text(), "text/html");
    for (const id of ["results", "calendar"]) {
      const fresh = page.getElementById(id);
      if (fresh) document.getElementById(id)?.replaceWith(fresh);
    }
    history.replaceState(null, "", url);
  };
  form.addEventListener("input", (event) => {
    clearTimeout(timer);
    timer = setTimeout(apply, event.target.type === "search" ? 300 : 0);
  });
  form.addEventListener("submit", (event) => { event.preventDefault(); clearTimeout(timer); apply(); });
}

// A banner at the top of `form` saying why the page could not talk to the server (with a way
// to sign in again that comes back here); an empty message removes it.
// `kind` keeps one banner from clearing another's: a field check never hides "No connection".
function trouble(form, message, signIn = false, kind = "check") {
  form.querySelector(`[data-trouble="${kind}"]`)?.remove();
  if (!message) return;
  const banner = element("p", { class: "banner banner-error", role: "alert", "data-trouble": kind }, [message]);
  if (signIn) {
    const next = encodeURIComponent(location.pathname + location.search);
    banner.append(" ", element("a", { href: `/login?next=${next}` }, ["Sign in again"]));
  }
  form.prepend(banner);
}

// Uploads go to Storage's resumable endpoint (TUS 1.0), the way the phone sends them: the
// server keeps every byte that arrived, so a dropped connection goes on from there by itself
// and a reload goes on once the same file is chosen again. The form is checked before a byte
// is sent; the bar shows real bytes; the document's page opens when the server has it all.
function uploadProgress(form) {
  const input = form.querySelector('input[type="file"]');
  const kept = uploads.read(form);
  if (kept) offerResume(form, kept);
  form.addEventListener("submit", (event) => {
    const file = input.files[0];
    if (!file || !form.dataset.resumable) return;
    event.preventDefault();
    const button = form.querySelector('button[type="submit"]');
    button.disabled = true;
    form.dataset.sent = "";
    sendResumable(form, file).catch((failure) => {
      button.disabled = false;
      delete form.dataset.sent;
      uploadStatus(form, "");
      formBanner(form, failure.message);
    });
  });
}

// Unfinished uploads, kept on this device (with the drafts, so signing out forgets them).
const uploads = {
  key: (form) => `${drafts.key(form)}:upload`,
  read(form) {
    try { return JSON.parse(localStorage.getItem(uploads.key(form)) ?? "null"); } catch { return null; }
  },
  save(form, record) {
    try { localStorage.setItem(uploads.key(form), JSON.stringify(record)); } catch { /* storage full or off */ }
  },
  drop(form) {
    try { localStorage.removeItem(uploads.key(form)); } catch { /* storage off */ }
  },
};

const sameFile = (kept, file) => kept?.file?.name === file.name && kept.file.size === file.size && kept.file.lastModified === file.lastModified;
const percent = (sent, total) => Math.min(99, Math.floor((sent / Math.max(total, 1)) * 100));

// After a reload: the typed values come back, and the form says how to go on.
function offerResume(form, kept) {
  form.closest("details")?.setAttribute("open", "");
  for (const [name, value] of kept.fields ?? []) {
    const field = form.elements[name];
    if (field && !field.value && field.type !== "file") field.value = value;
  }
  const note = element("p", { class: "banner banner-info", "data-upload-resume": "" }, [
    `“${kept.file.name}” stopped at ${kept.percent ?? 0}%. Choose the same file again to go on from there. `]);
  const restart = element("button", { type: "button", class: "button button-quiet" }, ["Start Over"]);
  restart.addEventListener("click", () => { uploads.drop(form); note.remove(); });
  note.append(restart);
  form.prepend(note);
}

function uploadStatus(form, text, sent, total) {
  const bar = form.querySelector("progress");
  bar.hidden = total === undefined;
  if (total !== undefined) { bar.max = total; bar.value = sent; }
  form.querySelector("[data-upload-status]").textContent = text;
}

function formBanner(form, message) {
  let banner = form.querySelector(".banner-error");
  if (!banner) {
    banner = element("p", { class: "banner banner-error", role: "alert" });
    form.querySelector('input[name="_csrf"]').after(banner);
  }
  banner.textContent = message;
  banner.scrollIntoView({ block: "center" });
}

async function sendResumable(form, file) {
  const kept = uploads.read(form);
  const resuming = sameFile(kept, file);
  if (resuming) form.elements.submission.value = kept.submission;
  form.querySelector("[data-upload-resume]")?.remove();
  form.querySelector(".banner-error")?.remove();
  const fields = new FormData(form);
  fields.delete(form.querySelector('input[type="file"]').name);
  fields.set("file_name", file.name);
  fields.set("file_size", String(file.size));
  fields.set("file_type", file.type);
  const declare = () => postForm(form.dataset.resumable, fields);
  const state = { place: await declare(), upload: resuming ? kept.upload : null, offset: null };
  const typed = [...fields].filter(([name]) => !["_csrf", "submission"].includes(name) && !name.startsWith("file_"));
  const record = (sent) => uploads.save(form, {
    submission: fields.get("submission"), upload: state.upload, fields: typed, percent: percent(sent, file.size),
    file: { name: file.name, size: file.size, lastModified: file.lastModified },
  });
  record(0);
  uploadStatus(form, resuming ? `Going on from ${kept.percent ?? 0}%…` : "Uploading… 0%", 0, file.size);
  try {
    await tusSend(file, state, declare, {
      saved: () => record(state.offset ?? 0),
      progress: (sent) => {
        uploadStatus(form, `Uploading… ${percent(sent, file.size)}%`, sent, file.size);
        record(sent);
      },
      paused: (seconds) => uploadStatus(form, `Connection lost at ${percent(state.offset ?? 0, file.size)}%. Trying again in ${seconds} s…`, state.offset ?? 0, file.size),
    });
  } catch (failure) {
    if (failure.final) uploads.drop(form);
    throw failure;
  }
  uploadStatus(form, "Saving…", file.size, file.size);
  fields.set("object", state.place.object);
  const done = await postForm(form.dataset.resumableFinish, fields);
  uploads.drop(form);
  location.href = done.location;
}

// A refusal that trying again cannot change (`final`: the upload is gone with it).
class UploadRefused extends Error {
  constructor(message, final = false) { super(message); this.final = final; }
}

async function postForm(url, fields) {
  let reply;
  try {
    reply = await fetch(url, { method: "POST", body: new URLSearchParams(fields), headers: { Accept: "application/json" }, credentials: "same-origin" });
  } catch {
    throw new UploadRefused("Upload failed. Please check your connection and try again.");
  }
  const answer = await reply.json().catch(() => ({}));
  if (!reply.ok) throw new UploadRefused(answer.error ?? "Upload failed. Please try again.");
  return answer;
}

// The bytes over TUS: creation, then PATCH from the offset the server has, asking it again
// (HEAD) after any cut; pauses grow from 1 s to 30 s and end early when the browser is back
// online. A token that expired is renewed by declaring the upload again.
async function tusSend(file, state, declare, report) {
  const pauses = [1, 2, 4, 8, 15, 30];
  for (let failures = 0; ;) {
    try {
      if (!state.upload) {
        state.upload = await tusCreate(state.place, file);
        state.offset = state.upload ? 0 : file.size;
        if (!state.upload) return;
        report.saved();
      } else if (state.offset === null) {
        state.offset = await tusOffset(state.place, state.upload);
        if (state.offset === null) { state.upload = null; continue; }
      }
      if (state.offset >= file.size) return;
      state.offset = await tusPatch(state.place, state.upload, file, state.offset, report.progress);
      failures = 0;
    } catch (failure) {
      if (failure instanceof UploadRefused) throw failure;
      state.offset = null;
      if (failure.expired) { state.place = await declare(); continue; }
      const seconds = pauses[Math.min(failures, pauses.length - 1)];
      failures += 1;
      report.paused(seconds);
      await new Promise((resume) => {
        const timer = setTimeout(resume, seconds * 1000);
        window.addEventListener("online", () => { clearTimeout(timer); resume(); }, { once: true });
      });
    }
  }
}

function tusRequest(method, url, place, headers = {}, body = null, progress = null) {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    const all = { "Tus-Resumable": "1.0.0", Authorization: `Bearer ${place.token}`, apikey: place.apikey, ...headers };
    for (const [name, value] of Object.entries(all)) xhr.setRequestHeader(name, value);
    if (progress) xhr.upload.addEventListener("progress", progress);
    xhr.addEventListener("load", () => {
      if (xhr.status === 401 || (xhr.status === 403 && /jwt/i.test(xhr.responseText))) {
        reject(Object.assign(new Error("token"), { expired: true }));
      } else if (xhr.status >= 500) {
        reject(new Error("server"));
      } else {
        resolve(xhr);
      }
    });
    for (const kind of ["error", "abort", "timeout"]) xhr.addEventListener(kind, () => reject(new Error("connection")));
    xhr.send(body);
  });
}

const base64 = (text) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
const refusal = (xhr) => {
  try { return JSON.parse(xhr.responseText).message; } catch { return null; }
};

// A new upload's address; null when the file is already there (a reload after its last byte).
async function tusCreate(place, file) {
  const metadata = [["bucketName", place.bucket], ["objectName", place.object], ["contentType", place.contentType]]
    .map(([name, value]) => `${name} ${base64(value)}`).join(",");
  const xhr = await tusRequest("POST", place.endpoint, place, { "Upload-Length": String(file.size), "Upload-Metadata": metadata });
  if (xhr.status === 409) return null;
  if (xhr.status !== 201) throw new UploadRefused(xhr.status === 413 ? "That file is too large to upload." : refusal(xhr) ?? "Upload failed. Please try again.", true);
  return new URL(xhr.getResponseHeader("Location"), location.href).href;
}

// How much of the upload the server has; null when it is gone (expired, or ended).
async function tusOffset(place, upload) {
  const xhr = await tusRequest("HEAD", upload, place);
  if (xhr.status === 404 || xhr.status === 410) return null;
  const offset = Number(xhr.getResponseHeader("Upload-Offset"));
  if (xhr.status !== 200 || !Number.isSafeInteger(offset)) throw new Error("offset");
  return offset;
}

async function tusPatch(place, upload, file, offset, progress) {
  const xhr = await tusRequest("PATCH", upload, place,
    { "Upload-Offset": String(offset), "Content-Type": "application/offset+octet-stream" },
    file.slice(offset), (event) => progress(offset + event.loaded));
  if (xhr.status === 409) throw new Error("offset");
  if (xhr.status === 404 || xhr.status === 410) throw new UploadRefused("The upload expired. Choose the file again to start over.", true);
  if (xhr.status !== 204) throw new UploadRefused(refusal(xhr) ?? "Upload failed. Please try again.", true);
  return Number(xhr.getResponseHeader("Upload-Offset"));
}

// A preview whose file cannot be loaded (gone, a link that expired, no network) says so with
// Retry instead of a broken image, a dead player or the browser's PDF error.
function preview(section) {
  const source = section.dataset.preview;
  const media = section.querySelector("video, img, iframe");
  const panel = section.querySelector("[data-preview-unavailable]");
  if (!source || !media || !panel) return;
  const show = (loaded) => {
    panel.hidden = loaded;
    (media.closest("a") ?? media).hidden = !loaded;
  };
  const probe = async () => {
    try {
      const reply = await fetch(source, { headers: { Range: "bytes=0-0" } });
      return reply.ok;
    } catch {
      return false;
    }
  };
  // A file that arrives but cannot be shown is its own fault (damaged, or a format the browser
  // cannot show), said as such; one that does not arrive is the connection's.
  const failed = async () => {
    show(false);
    if (!(await probe())) return;
    panel.querySelector("h2").textContent = "Can’t show this file";
    panel.querySelector("p").textContent = section.dataset.unreadable;
  };
  media.addEventListener("error", failed);
  // NB: an image or a video may have failed before this script ran, which its state tells; a
  // frame has no error event (the PDF viewer shows its own), so its file is probed.
  const failedAlready = media.error || (media.tagName === "IMG" && media.complete && !media.naturalWidth);
  if (failedAlready) failed();
  if (media.tagName === "IFRAME") probe().then((loaded) => { if (!loaded) show(false); });
  panel.querySelector("[data-preview-retry]").addEventListener("click", async (event) => {
    event.preventDefault();
    if (!(await probe())) { panel.querySelector("p").textContent = "Still unavailable. Check your connection and try again."; return; }
    media.setAttribute("src", source);
    if (media.tagName === "VIDEO") media.load();
    show(true);
  });
}

// A search field over a list of checkboxes hides those whose label does not match as the user
// types (ticked ones stay in view), and says when none does.
function choiceFilter(input) {
  const list = document.getElementById(input.dataset.filters);
  if (!list) return;
  const none = list.parentElement.querySelector("[data-no-match]");
  const fold = (text) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  const apply = () => {
    const wanted = fold(input.value.trim());
    let shown = 0;
    for (const label of list.querySelectorAll("label")) {
      label.hidden = !fold(label.textContent).includes(wanted) && !label.querySelector("input")?.checked;
      if (!label.hidden) shown += 1;
    }
    if (none) none.hidden = shown > 0;
  };
  input.addEventListener("input", apply);
  input.form?.addEventListener("submit", (event) => { event.preventDefault(); apply(); });
}

// The chart names the value of the dot nearest the pointer or finger, and the arrow keys (Home
// and End too) step through the dots once the chart has focus.
function chartValues(plot) {
  const dots = [...plot.querySelectorAll("circle[data-tip]")];
  const tip = plot.querySelector(".chart-tip");
  if (!dots.length || !tip) return;
  let shown = -1;
  const show = (index) => {
    dots[shown]?.classList.remove("active");
    shown = Math.max(0, Math.min(index, dots.length - 1));
    const dot = dots[shown];
    dot.classList.add("active");
    tip.textContent = dot.dataset.tip;
    tip.hidden = false;
    const box = plot.getBoundingClientRect();
    const at = dot.getBoundingClientRect();
    const half = tip.offsetWidth / 2;
    const x = at.left + at.width / 2 - box.left;
    tip.style.left = `${Math.min(Math.max(x, half), box.width - half)}px`;
    tip.style.top = `${at.top + at.height / 2 - box.top}px`;
  };
  const hide = () => { dots[shown]?.classList.remove("active"); tip.hidden = true; };
  const nearest = (x) => {
    const distances = dots.map((dot) => { const r = dot.getBoundingClientRect(); return Math.abs(r.left + r.width / 2 - x); });
    return distances.indexOf(Math.min(...distances));
  };
  plot.addEventListener("pointermove", (event) => show(nearest(event.clientX)));
  plot.addEventListener("pointerdown", (event) => show(nearest(event.clientX)));
  plot.addEventListener("pointerleave", (event) => { if (event.pointerType === "mouse" && document.activeElement !== plot) hide(); });
  plot.addEventListener("focus", () => show(shown < 0 ? dots.length - 1 : shown));
  plot.addEventListener("blur", hide);
  plot.addEventListener("keydown", (event) => {
    const steps = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, Home: -dots.length, End: dots.length };
    if (!(event.key in steps)) return;
    event.preventDefault();
    show(shown + steps[event.key]);
  });
}

// Changes made elsewhere (the other parent's phone, another tab) redraw the page without a
// reload: the page's stream (/live) names them, the page is read again and its main part put
// in place, unless the person is in the middle of something there (typing, a changed form, an
// open dialog); then it waits until they are done. What changed is said for a few seconds.
function liveUpdates() {
  const main = document.getElementById("main");
  const address = main?.dataset.live;
  if (!address || !window.EventSource) return;
  let waiting = false;
  let notice = "";
  let timer;
  const busy = () => {
    if (main.querySelector("dialog[open]")) return true;
    const active = document.activeElement;
    if (active && main.contains(active) && active.matches("input, textarea, select")) return true;
    return [...main.querySelectorAll("form")].some(edited);
  };
  const redraw = async () => {
    if (busy()) return;
    waiting = false;
    let reply;
    try {
      reply = await fetch(location.href, { headers: { Accept: "text/html" }, redirect: "manual" });
    } catch {
      waiting = true;
      return;
    }
    if (!reply.ok) return;
    const fresh = new DOMParser().parseFromString(await reply.text(), "text/html").getElementById("main");
    if (!fresh || busy()) { waiting = true; return; }
    const scrolled = window.scrollY;
    main.replaceChildren(...fresh.childNodes);
    enhance(main);
    window.scrollTo(0, scrolled);
    if (notice) say(notice);
    notice = "";
  };
  const soon = () => { waiting = true; clearTimeout(timer); timer = setTimeout(redraw, 150); };
  let stream = null;
  // NB: a stream that opens again (after a dropped connection, or the tab shown again) reads
  // the page once, for what changed meanwhile.
  const listen = (caughtUp) => {
    stream = new EventSource(address);
    stream.addEventListener("open", () => {
      main.dataset.liveState = "open";
      if (!caughtUp) soon();
      caughtUp = false;
    });
    stream.addEventListener("error", () => { main.dataset.liveState = "closed"; });
    stream.addEventListener("change", (event) => {
      try { notice = JSON.parse(event.data).notice || notice; } catch { /* the page is read again all the same */ }
      soon();
    });
  };
  listen(true);
  // NB: a hidden tab gives its connection back (a browser opens only six to one server).
  document.addEventListener("visibilitychange", () => {
    if (document.hidden) { stream?.close(); stream = null; } else if (!stream) listen(false);
  });
  document.addEventListener("focusout", () => { if (waiting) soon(); });
  document.addEventListener("close", () => { if (waiting) soon(); }, true);
}

// A short line at the top of the page that screen readers read out, gone after five seconds.
function say(text) {
  let line = document.querySelector(".live-notice");
  if (!line) {
    line = element("p", { class: "live-notice", role: "status", "aria-live": "polite" });
    document.body.append(line);
  }
  line.textContent = text;
  line.hidden = false;
  clearTimeout(say.timer);
  say.timer = setTimeout(() => { line.hidden = true; }, 5000);
}

// This script's help on the page (or a part of it the server sent after a form).
function enhance(root) {
  serverDialogs(root);
  root.querySelectorAll("[data-preview]").forEach(preview);
  root.querySelectorAll("[data-chart]").forEach(chartValues);
  root.querySelectorAll("input[data-filters]").forEach(choiceFilter);
  root.querySelectorAll("form.event-form").forEach((form) => {
    autoFill(form);
    directions(form);
    proposeTimeZone(form);
    schoolDialogs(form);
    submitOnce(form);
    liveChecks(form);
  });
  root.querySelectorAll("form.metric-form").forEach((form) => { metricUnits(form); submitOnce(form); });
  root.querySelectorAll("form[data-keep]:not(.event-form):not(.metric-form)").forEach(submitOnce);
  root.querySelectorAll("form[data-discard], form[data-keep]").forEach((form) => drawn.set(form, formState(form)));
  root.querySelectorAll("form[data-discard]").forEach(discardPrompt);
  root.querySelectorAll("form.filters").forEach(liveFilters);
  root.querySelectorAll("form[data-upload]").forEach(uploadProgress);
  root.querySelectorAll("input[data-copy]").forEach(copyButton);
  root.querySelectorAll("form.sign-out").forEach(signOut);
}

document.addEventListener("DOMContentLoaded", () => {
  enhanceDialogs();
  enhance(document.body);
  document.querySelectorAll("form[data-keep]").forEach(restoreDraft);
  liveUpdates();
});
