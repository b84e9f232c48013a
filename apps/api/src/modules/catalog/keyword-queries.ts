import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { keywordDropdowns } from '../../db/schema/index.js';

export async function findKeywordDropdown(db: Database, id: string) {
  const [row] = await db.select().from(keywordDropdowns).where(eq(keywordDropdowns.id, id));
  return row;
}
