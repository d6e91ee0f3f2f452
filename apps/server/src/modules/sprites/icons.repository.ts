import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { extractedIcons } from '../../db/schema';

export type IconRow = typeof extractedIcons.$inferSelect;
export type IconInsert = Pick<
  typeof extractedIcons.$inferInsert,
  'name' | 'category' | 'size' | 'png' | 'savedBy'
>;

/** The icon set is small (a few hundred); the cap keeps one answer bounded regardless. */
export const ICON_LIST_MAX = 2_000;

/** Inserts or replaces by name, all in one statement. */
export async function upsertIcons(db: Db, icons: readonly IconInsert[], at: Date): Promise<void> {
  await db
    .insert(extractedIcons)
    .values(icons.map((icon) => ({ ...icon, createdAt: at, updatedAt: at })))
    .onConflictDoUpdate({
      target: extractedIcons.name,
      set: {
        category: sql`excluded.category`,
        size: sql`excluded.size`,
        png: sql`excluded.png`,
        savedBy: sql`excluded.saved_by`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}

export async function listIconRows(db: Db) {
  return db
    .select({
      name: extractedIcons.name,
      category: extractedIcons.category,
      size: extractedIcons.size,
      updatedAt: extractedIcons.updatedAt,
    })
    .from(extractedIcons)
    .orderBy(asc(extractedIcons.category), asc(extractedIcons.name))
    .limit(ICON_LIST_MAX);
}

export async function countIcons(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(extractedIcons);
  return row?.total ?? 0;
}

export async function findIconPng(db: Db, name: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ png: extractedIcons.png })
    .from(extractedIcons)
    .where(eq(extractedIcons.name, name));
  return row?.png ?? null;
}
