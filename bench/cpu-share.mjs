// How much of the machine other processes used while the bench measured, so a noisy figure shows as
// such. The load average cannot tell: the bench's own browser and server raise it too. Linux only (/proc);
// elsewhere the share is unknown (null).
import { readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";

/** Our processes are sampled this often: one that lives shorter than this is missed. */
const SAMPLE_MS = 100;

/** Busy CPU time of the whole machine, in clock ticks (user, nice, system, irq, softirq, steal). */
function machineBusy() {
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const [user, nice, system, , , irq, softirq, steal] = fields;
  return user + nice + system + irq + softirq + steal;
}

/** Each process's parent and its own CPU time (utime + stime, without its children's). */
function processTimes() {
  const times = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // After "pid (comm) ": state, ppid, …; utime is the 12th field, stime the 13th.
      times.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  return times;
}

/** This process and everything it started (the browser, wrangler dev and workerd), with their CPU time. */
function ownProcesses() {
  const times = processTimes();
  const children = new Map();
  for (const [pid, { ppid }] of times) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const own = new Map();
  const stack = [process.pid];
  while (stack.length > 0) {
    const pid = stack.pop();
    own.set(pid, times.get(pid)?.ticks ?? 0);
    stack.push(...(children.get(pid) ?? []));
  }
  return own;
}

/**
 * Starts counting; `stop()` gives the share of all cores (0–1) other processes used since, or null.
 * Our processes are sampled while they live: when Chromium closes, its helpers are reaped by init, so
 * their time would not reach our own children's totals.
 */
export function otherProcessesCpu() {
  let busyAtStart;
  const seen = new Map(); // pid → { first, last } CPU ticks while it was ours
  const sample = () => {
    for (const [pid, ticks] of ownProcesses()) {
      const known = seen.get(pid);
      if (known) known.last = ticks;
      else seen.set(pid, { first: busyAtStart === undefined ? ticks : 0, last: ticks });
    }
  };
  try {
    sample();
    busyAtStart = machineBusy();
  } catch {
    return { stop: () => null };
  }
  const started = performance.now();
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const seconds = (performance.now() - started) / 1000;
      let own = 0;
      for (const { first, last } of seen.values()) own += last - first;
      // Clock ticks are 1/100 s on Linux.
      const other = machineBusy() - busyAtStart - own;
      return Math.max(0, other / 100 / seconds / cpus().length);
    },
  };
}
