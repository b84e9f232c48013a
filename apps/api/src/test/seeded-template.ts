import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { seedDemoData } from '../seed/index.js';
import { adminQuery, databaseUrlFor } from './admin-database.js';

// Where the API test files' shops find the seeded database they start from (vitest's provide/inject).
declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated and seeded data directory. */
    seededDataDirFile?: string;
    /** PostgreSQL: a migrated and seeded database that each test file's database copies. */
    seededTemplateDatabase?: string;
  }
}

export const TEST_DATA_DIR = resolve(import.meta.dirname, '../../../../.data-test/api');

/**
 * Vitest global set-up of the API suites: migrates and seeds one database before any test file
 * runs, so each file copies it instead of seeding its own (the seed was most of a file's start-up).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  const imagesDir = resolve(TEST_DATA_DIR, 'images');
  if (adminUrl) {
    const name = `nb_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, name), poolSize: 1 });
    await migrate(handle);
    await seedDemoData(handle.db, imagesDir);
    await handle.close();
    project.provide('seededTemplateDatabase', name);
    return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const handle = await openDatabase({ inMemory: true });
  await migrate(handle);
  await seedDemoData(handle.db, imagesDir);
  const dump = await handle.dumpDataDir!(); // PGlite's handle has it
  await handle.close();
  await mkdir(TEST_DATA_DIR, { recursive: true });
  const file = resolve(TEST_DATA_DIR, `seeded-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('seededDataDirFile', file);
  return () => rm(file, { force: true });
}

/** The PGlite data directory of the seeded shop, for `openDatabase({ loadDataDir })`. */
export async function seededDataDir(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}
