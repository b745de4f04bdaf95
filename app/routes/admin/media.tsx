import { UPLOAD_KIND_NAMES, type UploadKind } from "@domain/constants";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import { useMemo, useState } from "react";
import { IconButton } from "~/components/admin/button";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { type Column, DataTable } from "~/components/admin/data-table";
import { CheckboxField, SelectField } from "~/components/admin/fields";
import { DescribeDialog } from "~/components/admin/media/describe-dialog";
import { type LibraryImage, type MediaFilter, useMediaPage } from "~/components/admin/media/use-media";
import { PageHeader } from "~/components/admin/page-header";
import { SearchBox } from "~/components/admin/search-box";
import { ApiCallError, client } from "~/lib/admin/api";
import { kilobytes, mediaName, ADMIN_MEDIA as T } from "~/lib/admin/media-text";
import { adminMeta } from "~/lib/admin/meta";
import { useWrite } from "~/lib/admin/use-write";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => adminMeta(T.title);

const PAGE_SIZE = 24;

const columns: Column<LibraryImage>[] = [
  {
    header: T.columns.image,
    cell: (m) => (
      <img
        src={m.url}
        alt={m.alt ?? ""}
        width={m.width ?? undefined}
        height={m.height ?? undefined}
        loading="lazy"
        decoding="async"
        className="size-16 rounded border border-slate-200 bg-slate-50 object-contain"
      />
    ),
  },
  {
    header: T.columns.file,
    cell: (m) => (
      <div className="text-xs text-slate-700">
        <p className="font-medium text-slate-900">{T.kindLabels[m.kind]}</p>
        <p>{T.fileFacts(m.contentType, kilobytes(m.size), m.width && m.height ? `${m.width}×${m.height}` : null)}</p>
      </div>
    ),
  },
  {
    header: T.columns.alt,
    cell: (m) =>
      m.decorative ? (
        <span className="text-xs text-slate-600">{T.decorative}</span>
      ) : m.alt ? (
        <p className="line-clamp-2 max-w-xs text-sm">{m.alt}</p>
      ) : (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-medium text-amber-900">
          {T.undescribed}
        </span>
      ),
  },
  {
    header: T.columns.usedBy,
    cell: (m) =>
      m.usedBy.length === 0 ? (
        <span className="text-xs text-slate-600">{T.unused}</span>
      ) : (
        <ul className="space-y-0.5 text-xs">
          {m.usedBy.map((use) => (
            <li key={`${use.kind}:${use.id}`}>
              <a href={use.path} className="text-navy-800 underline" target="_blank" rel="noreferrer">
                {use.title}
              </a>
            </li>
          ))}
        </ul>
      ),
  },
];

/** Every upload: filter by kind, search the descriptions, describe an image, delete one no page uses. */
export default function AdminMedia() {
  const [filter, setFilter] = useState<MediaFilter>({ kind: "", search: "", undescribed: false });
  const [page, setPage] = useState(1);
  const library = useMediaPage(filter, page, PAGE_SIZE);
  const [describing, setDescribing] = useState<LibraryImage | null>(null);
  const [deleting, setDeleting] = useState<LibraryImage | null>(null);
  const { send } = useWrite();
  const update = (change: Partial<MediaFilter>) => {
    setFilter((f) => ({ ...f, ...change }));
    setPage(1);
  };

  // An image still in use is refused with the pages that show it: the toast names them.
  const inUse = (error: unknown) => {
    const pages = error instanceof ApiCallError ? error.fields?.usedBy : undefined;
    const message =
      (error instanceof ApiCallError && (error.body as { error?: { message?: string } })?.error?.message) ||
      T.deleteFailed;
    return pages ? { title: T.inUse, description: `${message} ${pages.join("; ")}` } : message;
  };
  const remove = async (image: LibraryImage) =>
    (
      await send(() => client.media[":id"].$delete({ param: { id: String(image.id) } }), {
        done: T.deleted,
        failed: inUse,
        after: () => library.reload(),
      })
    ).ok;

  const withActions = useMemo<Column<LibraryImage>[]>(
    () => [
      ...columns,
      {
        header: T.columns.actions,
        className: "text-right",
        cell: (m) => (
          <div className="flex items-center justify-end gap-1">
            <IconButton label={`${T.describe} ${mediaName(m)}`} onClick={() => setDescribing(m)}>
              <Pencil aria-hidden="true" className="size-4" />
            </IconButton>
            <IconButton label={`Delete ${mediaName(m)}`} tone="danger" onClick={() => setDeleting(m)}>
              <Trash2 aria-hidden="true" className="size-4" />
            </IconButton>
          </div>
        ),
      },
    ],
    [],
  );

  return (
    <>
      <PageHeader title={T.title} description={T.description} />
      <div className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[12rem_1fr] sm:items-end">
        <SelectField
          label={T.kind}
          value={filter.kind}
          onChange={(v) => update({ kind: v as UploadKind | "" })}
          emptyLabel={T.anyKind}
          options={UPLOAD_KIND_NAMES.map((kind) => ({ value: kind, label: T.kindLabels[kind] }))}
        />
        <CheckboxField
          label={T.onlyUndescribed}
          checked={filter.undescribed}
          onChange={(v) => update({ undescribed: v })}
        />
      </div>
      <SearchBox label={T.search} value={filter.search} onChange={(search) => update({ search })} />
      <DataTable
        label={T.title}
        columns={withActions}
        rows={library.items}
        loading={library.loading}
        empty={T.empty}
        pager={{ page, pageCount: Math.ceil(library.total / PAGE_SIZE), total: library.total, onPage: setPage }}
      />
      {describing && <DescribeDialog image={describing} onClose={() => setDescribing(null)} onSaved={library.reload} />}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${mediaName(deleting)}`}
          description={T.deleteSentence(mediaName(deleting))}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove(deleting)}
        />
      )}
    </>
  );
}
