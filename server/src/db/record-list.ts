import { and, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { searchWordsOf } from '@keelson/core';

/** Whose records a list covers: one owner's, or everyone's (an administrator's list, with the owners' e-mails). */
export type ListScope = { ownerId: string } | { all: true };

/** What a record list asks for: a page, the search text, and a column to sort by in a direction. */
export type RecordListRequest<SortKey extends string> = {
  limit: number;
  offset: number;
  search?: string | undefined;
  sort?: SortKey | undefined;
  order?: 'asc' | 'desc' | undefined;
};

/** The records of one page and how many the query matches in all. */
export type RecordPage<Entry> = { entries: Entry[]; total: number };

/** The scope of a list call: `own` narrows what the actor may see to their own records. */
export function listScopeOf(visible: ListScope, asked: 'visible' | 'own', actorId: string): ListScope {
  return asked === 'own' ? { ownerId: actorId } : visible;
}

/** The condition of a scope on a table's owner column. */
export function scopeCondition(scope: ListScope, ownerId: AnyColumn): SQL | undefined {
  return 'ownerId' in scope ? eq(ownerId, scope.ownerId) : undefined;
}

/** A word as a LIKE pattern that finds it anywhere: its own `%`, `_` and `\` stand for themselves. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The condition of a search text (core's `searchWordsOf`): every word appears, ignoring case, in one of the texts,
 * not necessarily all in the same one; none for a blank text.
 */
export function searchCondition(search: string | undefined, texts: readonly (AnyColumn | SQL)[]): SQL | undefined {
  const words = searchWordsOf(search ?? '');
  return and(...words.map((word) => or(...texts.map((text) => ilike(text, containing(word))))));
}

/** A text column for sorting: lower-cased, and blank as missing, so that it sorts last. */
export function sortableText(text: AnyColumn | SQL): SQL {
  return sql`lower(nullif(btrim(${text}), ''))`;
}

/**
 * The order of a list: by the chosen column in its direction with missing values last, then newest first, then by
 * id, so that pages never overlap or skip a record while nothing changes.
 */
export function listOrder(options: { by: AnyColumn | SQL | undefined; order: 'asc' | 'desc' | undefined; updated: AnyColumn; id: AnyColumn }): SQL[] {
  const { by, updated, id } = options;
  const newestFirst = [sql`${updated} desc`, sql`${id} asc`];
  if (by === undefined) return newestFirst;
  return [sql`${by} ${options.order === 'desc' ? sql`desc` : sql`asc`} nulls last`, ...newestFirst];
}
