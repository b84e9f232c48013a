// Runs the fake UPS server on its own, for the browser journeys (scripts/e2e-server.mjs starts it
// with `node --import tsx`): prints one line, `fake-ups <url> <client id> <client secret>`, then
// answers until it is stopped. Never part of the shop's build.
import { startFakeUps } from './fake-ups-server.js';

const fake = await startFakeUps({ clientId: 'e2e-ups-client', clientSecret: 'e2e-ups-secret' });
console.info(`fake-ups ${fake.url} ${fake.clientId} ${fake.clientSecret}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void fake.close().then(() => process.exit(0)));
