import { ADMIN_TEXTS } from "@domain/messages";
import Plus from "lucide-react/icons/plus";
import { type ReactNode, useMemo } from "react";
import { useNavigate } from "react-router";
import type { ZodType, z } from "zod";
import type { ContentScreenText } from "~/lib/admin/content-screens-text";
import { useSearchPage } from "~/lib/admin/search";
import type { Crud } from "~/lib/admin/use-crud";
import { useDialogs } from "~/lib/admin/use-dialogs";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { type Column, DataTable } from "./data-table";
import { EntityDialog, type FormSpec } from "./entity-dialog";
import { PageHeader } from "./page-header";
import { RowActions } from "./row-actions";
import { SearchBox } from "./search-box";
import { type Stat, StatCards } from "./stat-cards";

/** What a content screen shows of its rows, declared once at the top of its route module. */
export interface ContentScreen<T> {
  /** Its header, search box and dialog words (app/lib/admin/content-screens-text.ts). */
  texts: ContentScreenText;
  stats: (rows: readonly T[]) => Stat[];
  /** The texts the search box looks in (SPEC §2 names them per screen); a module-level function. */
  searchTexts: (row: T) => (string | null | undefined)[];
  columns: readonly Column<T>[];
  /** Name of a row for button labels and the delete sentence. */
  nameOf: (row: T) => string;
  /** The delete confirmation's sentence; by default "Are you sure you want to delete "name"?…". */
  deleteSentence?: (row: T) => string;
}

interface CrudScreenProps<T extends { id: string | number }, V, S extends ZodType> {
  screen: ContentScreen<T>;
  crud: Crud<T, z.input<S>>;
  /** Buttons before edit/delete on a row (view, approve, reject…). */
  rowActions?: (row: T) => ReactNode;
  /** The add/edit dialog's form; a screen that edits on pages of its own gives `pages` instead. */
  spec?: FormSpec<T, V, S>;
  /** Where adding and editing happen when they are pages (the articles' writing page), not a dialog. */
  pages?: { create: string; edit: (row: T) => string };
  /** A filter beside the search box (the blog's status): its control, and the rows it keeps. */
  filter?: { control: ReactNode; keep: (row: T) => boolean };
}

/** The one pattern of the blog, team, practice-area and testimonial screens: stats, search, table, add/edit/delete dialogs. */
export function CrudScreen<T extends { id: string | number }, V extends object, S extends ZodType>(
  props: CrudScreenProps<T, V, S>,
) {
  const { crud, spec } = props;
  const { texts, nameOf } = props.screen;
  const deleteSentence = props.screen.deleteSentence ?? ((row: T) => ADMIN_TEXTS.deleteNamed(nameOf(row)));
  const dialogs = useDialogs<T>();
  const navigate = useNavigate();
  const { pages } = props;
  const openNew = pages ? () => navigate(pages.create) : dialogs.openNew;
  const openEdit = pages ? (row: T) => navigate(pages.edit(row)) : dialogs.openEdit;
  const keep = props.filter?.keep;
  const kept = useMemo(() => (keep ? crud.items.filter(keep) : crud.items), [crud.items, keep]);
  const list = useSearchPage(kept, props.screen.searchTexts);
  const columns: Column<T>[] = [
    ...props.screen.columns,
    {
      header: "Actions",
      actions: true,
      className: "text-right",
      cell: (row) => (
        <RowActions name={nameOf(row)} onEdit={() => openEdit(row)} onDelete={() => dialogs.askDelete(row)}>
          {props.rowActions?.(row)}
        </RowActions>
      ),
    },
  ];
  const editing = dialogs.editing;
  const deleting = dialogs.deleting;

  return (
    <>
      <PageHeader
        title={texts.title}
        description={texts.description}
        action={
          <Button onClick={openNew}>
            <Plus aria-hidden="true" className="size-4" />
            {texts.addLabel}
          </Button>
        }
      />
      <StatCards stats={props.screen.stats(crud.items)} loading={crud.loading} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox label={texts.searchLabel} value={list.search} onChange={list.setSearch} />
        {props.filter?.control}
      </div>
      <DataTable
        label={texts.title}
        columns={columns}
        rows={list.rows}
        loading={crud.loading}
        empty={ADMIN_TEXTS.noRows}
        pager={{ page: list.page, pageCount: list.pageCount, total: list.filtered.length, onPage: list.setPage }}
      />
      {editing && spec && (
        <EntityDialog
          spec={spec}
          row={editing.row}
          onClose={dialogs.closeEdit}
          onSave={(body, version) => (editing.row ? crud.update(editing.row.id, body, version) : crud.create(body))}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${nameOf(deleting)}`}
          description={deleteSentence(deleting)}
          onClose={dialogs.closeDelete}
          onConfirm={async () => (await crud.remove(deleting.id)).ok}
        />
      )}
    </>
  );
}
