import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_MIN_LENGTH, STAFF_ROLES, type StaffRole } from '@northbend/shared';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { createStaffAccount, issuePasswordResetLink } from '../modules/staff/index.js';

const USAGE = `Back-office staff accounts (uses DATABASE_URL, or the PGlite database in DATA_DIR: stop the server first)

  npm run staff -- create --email <email> --role <${STAFF_ROLES.join('|')}> [--name "<name>"] [--password <password>]
      Without --password the account is invited: a set-password link is printed (72 hours, single use).
  npm run staff -- reset-password --email <email>
      Prints a set-password link for an existing account.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

/** `npm run staff -- <command> …`: creates staff accounts from the shell (the first owner, say). */
async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.info(USAGE);
    return;
  }
  if (command !== 'create' && command !== 'reset-password') fail(`Unknown command: ${command}`);
  if (!values.email) fail('--email is required');
  if (command === 'create') {
    if (!STAFF_ROLES.includes(values.role as StaffRole)) fail(`--role must be one of ${STAFF_ROLES.join(', ')}`);
    if (values.password !== undefined && values.password.length < STAFF_PASSWORD_MIN_LENGTH) {
      fail(`--password must have at least ${STAFF_PASSWORD_MIN_LENGTH} characters`);
    }
  }

  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1, dataDir: config.dataDir });
  try {
    await migrate(handle);
    if (command === 'create') {
      const { staff, link } = await createStaffAccount(
        handle.db,
        { email: values.email, role: values.role as StaffRole, name: values.name, password: values.password },
        config.publicUrl,
      );
      console.info(`Created ${staff.role} ${staff.email} (${staff.status}).`);
      if (link) console.info(`Send them this link to choose a password (72 hours, single use):\n${link}`);
    } else {
      const link = await issuePasswordResetLink(handle.db, values.email, config.publicUrl);
      console.info(`Set-password link for ${values.email} (72 hours, single use):\n${link}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
