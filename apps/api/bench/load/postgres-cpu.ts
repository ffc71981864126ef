import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds used so far by the local PostgreSQL server's processes (from /proc), to report a
 * bench's database CPU per operation next to the API's own. Null where /proc is not readable or
 * no PostgreSQL process runs here. Processes that exit between two readings drop out of the
 * difference, so read it around a phase whose connections stay open.
 */
export function postgresCpuSeconds(): number | null {
  let ticks = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres')) continue;
      // Fields after the command name: state is the 1st, utime the 12th, stime the 13th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    } catch {
      // The process ended while being read.
    }
  }
  // Linux reports in USER_HZ, 100 on every mainstream kernel.
  return found ? ticks / 100 : null;
}
