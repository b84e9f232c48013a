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
    /** PGlite: a dump of the migrated data directory with no data (`seed: false` shops). */
    emptyDataDirFile?: string;
    /** PostgreSQL: a migrated and seeded database that each test file's database copies. */
    seededTemplateDatabase?: string;
    /** PostgreSQL: a migrated database with no data, for `seed: false` shops. */
    emptyTemplateDatabase?: string;
  }
}

export const TEST_DATA_DIR = resolve(import.meta.dirname, '../../../../.data-test/api');

/**
 * Vitest global set-up of the API suites: migrates one database, keeps it empty for the shops that
 * start without the demo data (`seed: false`), and seeds a second one for all the others. Each test
 * file copies one of them instead of migrating (and seeding) its own: 13 migrations took a
 * `seed: false` file about a second on PGlite, the seed most of a seeded file's start-up.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.DATABASE_URL;
  const imagesDir = resolve(TEST_DATA_DIR, 'images');
  if (adminUrl) {
    const suffix = randomBytes(6).toString('hex');
    const empty = `nb_template_empty_${suffix}`;
    const seeded = `nb_template_${suffix}`;
    await adminQuery(adminUrl, `create database ${empty}`);
    const handle = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, empty), poolSize: 1 });
    await migrate(handle);
    await handle.close();
    // PostgreSQL copies a template only while nobody is connected to it: the empty one is closed now.
    await adminQuery(adminUrl, `create database ${seeded} template ${empty}`);
    const seededHandle = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, seeded), poolSize: 1 });
    await seedDemoData(seededHandle.db, imagesDir);
    await seededHandle.close();
    project.provide('emptyTemplateDatabase', empty);
    project.provide('seededTemplateDatabase', seeded);
    return async () => {
      await adminQuery(adminUrl, `drop database if exists ${seeded} with (force)`);
      await adminQuery(adminUrl, `drop database if exists ${empty} with (force)`);
    };
  }
  const handle = await openDatabase({ inMemory: true });
  await migrate(handle);
  await mkdir(TEST_DATA_DIR, { recursive: true });
  const emptyFile = resolve(TEST_DATA_DIR, `empty-${process.pid}.tar`);
  await writeFile(emptyFile, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer())); // PGlite's handle has it
  await seedDemoData(handle.db, imagesDir);
  const seededFile = resolve(TEST_DATA_DIR, `seeded-${process.pid}.tar`);
  await writeFile(seededFile, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
  await handle.close();
  project.provide('emptyDataDirFile', emptyFile);
  project.provide('seededDataDirFile', seededFile);
  return async () => {
    await rm(emptyFile, { force: true });
    await rm(seededFile, { force: true });
  };
}

/** A PGlite data directory dumped by the set-up above, for `openDatabase({ loadDataDir })`. */
export async function dumpedDataDir(file: string): Promise<Blob> {
  return new Blob([await readFile(file)]);
}
