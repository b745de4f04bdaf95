// Progressive forms for pages that ship no framework (app/lib/hydration.ts PROGRESSIVE_FORMS). The
// forms work without this file; with it a submit shows its busy label and cannot be sent twice, a
// category select applies at once, and a confirmation shows alone for its time before the form
// returns. Attribute names: FORM_DATA in app/lib/hydration.ts.
for (const form of document.querySelectorAll("form")) {
  form.addEventListener("submit", (event) => {
    // A GET form (the blog's filters) may be sent again: its newest choice replaces the pending page.
    if (form.method !== "post") return;
    if (form.dataset.sending) {
      event.preventDefault();
      return;
    }
    form.dataset.sending = "true";
    for (const button of form.querySelectorAll("button[data-busy-label]")) {
      button.textContent = button.dataset.busyLabel;
      button.setAttribute("aria-disabled", "true");
    }
  });
}
for (const select of document.querySelectorAll("select[data-autosubmit]")) {
  select.addEventListener("change", () => select.form?.requestSubmit());
}
for (const element of document.querySelectorAll("[data-dismiss-after]")) {
  const hidden = element.dataset.hides ? document.getElementById(element.dataset.hides) : null;
  if (hidden) hidden.hidden = true;
  setTimeout(() => {
    element.remove();
    if (hidden) hidden.hidden = false;
  }, Number(element.dataset.dismissAfter));
}
// The booking page's zone picker: preset once to the browser's own zone when the visitor has not chosen.
for (const select of document.querySelectorAll("select[data-local-zone]")) {
  const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (local && local !== select.value) {
    if (![...select.options].some((o) => o.value === local)) select.add(new Option(local.replaceAll("_", " "), local));
    select.value = local;
    select.form?.requestSubmit();
  }
}
// The page is ready for interaction (tests wait for this mark, as on pages React hydrates).
document.documentElement.setAttribute("data-hydrated", "true");
