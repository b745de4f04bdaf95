import type { BlogPost } from "@domain/rows";
import ArrowLeft from "lucide-react/icons/arrow-left";
import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "~/components/admin/button";
import { ContentTools } from "~/components/admin/publishing/content-tools";
import { useEntityEdit } from "~/components/admin/use-entity-edit";
import { RESOURCES } from "~/lib/admin/resources";
import { useWrite } from "~/lib/admin/use-write";
import { WRITING_TEXT as T } from "~/lib/admin/writing-text";
import { BlogSettingsFields, BlogWritingFields, blogFormSpec as spec } from "./blog-form";

const LIST = "/admin/blog";
const toasts = RESOURCES.blog.toasts;

/**
 * The article as a page (issue 39): the title and text in a column at a reading measure, the post's
 * settings in a side panel (a drawer opened by "Settings" on a phone, its fields mounted either way so
 * a schedule shown in the firm's zone is never lost), and the one editing flow of every form
 * (useEntityEdit): autosave, presence, conflicts. A save goes back to the list, as the dialogs do.
 */
export function WritingPage({ row }: { row: BlogPost | null }) {
  const navigate = useNavigate();
  const { busy, send } = useWrite();
  const mode = row ? "edit" : "create";
  const headingId = useId();
  const [drawer, setDrawer] = useState(false);
  // Staff open a post to write in it: start in its title, as the dialogs start in their first field.
  const text = useRef<HTMLDivElement>(null);
  useEffect(() => text.current?.querySelector("input")?.focus(), []);
  const backToList = () => navigate(LIST);
  const edit = useEntityEdit(
    spec,
    row,
    (body, version) =>
      row
        ? send(() => RESOURCES.blog.update(row.id, body, version), {
            done: toasts.updated,
            failed: toasts.updateFailed,
          })
        : send(() => RESOURCES.blog.create(body), { done: toasts.created, failed: toasts.createFailed }),
    backToList,
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!busy && (await edit.submit())) backToList();
  };
  const fields = { form: edit.form, row: edit.base.row };

  return (
    <form aria-labelledby={headingId} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link
            to={LIST}
            className="inline-flex items-center gap-1 text-sm font-medium text-navy-800 underline hover:text-navy-900"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {T.allPosts}
          </Link>
          <h1 id={headingId} className="mt-1 font-serif text-2xl text-navy-800 sm:text-3xl">
            {spec.title[mode]}
          </h1>
        </div>
        <Button
          variant="secondary"
          className="lg:hidden"
          aria-expanded={drawer}
          aria-controls="post-settings"
          onClick={() => setDrawer(!drawer)}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {T.showSettings}
        </Button>
      </div>
      {edit.presence}
      {edit.banner}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        {/* Keyed by version: fields that keep their own state (the visual editor) start again from theirs. */}
        <div
          ref={text}
          key={`text-${edit.base.version}`}
          className="mx-auto flex w-full max-w-[70ch] min-w-0 flex-col gap-4"
        >
          <BlogWritingFields {...fields} />
        </div>
        <aside
          id="post-settings"
          aria-label={T.settings}
          className={`${drawer ? "flex" : "hidden"} flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 lg:sticky lg:top-4 lg:flex lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto`}
        >
          <h2 className="font-serif text-lg text-navy-800">{T.settings}</h2>
          <BlogSettingsFields key={`settings-${edit.base.version}`} {...fields} />
          {row && (
            <section aria-label={T.revisions} className="flex items-center gap-2 border-t border-slate-200 pt-3">
              <span className="mr-auto text-sm text-slate-700">{T.revisions}</span>
              <ContentTools kind="post" id={row.id} name={row.title} onRestored={() => navigate(0)} />
            </section>
          )}
        </aside>
      </div>
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:-mx-6 sm:px-6">
        {edit.status && <div className="mr-auto min-w-0">{edit.status}</div>}
        <Button variant="secondary" disabled={busy} onClick={backToList}>
          {T.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? spec.busy[mode] : spec.submit[mode]}
        </Button>
      </div>
      {edit.dialogs}
    </form>
  );
}
