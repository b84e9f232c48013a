// Preloaded into each API process by the soak's --cpu-prof (Node 20 refuses --cpu-prof in
// NODE_OPTIONS): profiles the whole process and writes a .cpuprofile into CPU_PROFILE_DIR when it exits.
import { Session } from 'node:inspector';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.CPU_PROFILE_DIR;
if (dir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
  // An in-process session answers synchronously, so the profile is written before the exit completes.
  process.once('exit', () => {
    session.post('Profiler.stop', (err, result) => {
      if (!err) writeFileSync(join(dir, `api-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
    });
  });
}
