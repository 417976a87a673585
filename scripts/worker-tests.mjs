// The worker step of `npm test`: vitest in workerd (vitest.worker.config.ts), watched. Now and then a run
// stops between two test files and never goes on — no output, no CPU, no error — an open upstream bug
// (cloudflare/workers-sdk#15498: "Vitest run stalls indefinitely mid-suite"). Where it stops varies from
// run to run. So the run is watched: when its processes have used no CPU for STALL_MS (longer than a test
// and the hooks around it may wait: a test that hangs fails by its own timeout), it is stopped, the file
// it was in is named, and it is run again with only the files it had not finished (at most MAX_RESTARTS
// times). A file that stalls twice fails the run, and so does a failing test or a file that failed to
// load: only a stall restarts. The counts of all runs are added up into test-results/worker.json, with the
// files run again after a stall (`npm test` lists them as needing a second try, test-results/flaky.json).
// The worker files are dealt out to two runs at once (WORKER_GROUPS; each watched on its own): one run
// keeps one core busy.
// Each project of vitest.worker.config.ts has runs of its own: a run holding both projects' files stalled
// as above in 3 of 4 full runs (always that run, after its 6th or 33rd file), and a few files of the two
// together stalled every time; with the projects apart it did not happen.
// The worker imports the home page's first screen renderer (dist/server, decision 0022): `npm test` and
// `npm run test:worker` build it first; run alone, build it with `node scripts/build.mjs --server-only`.
//   node scripts/worker-tests.mjs [report path] [test files: all of the projects' folders when none]
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterStall, idleLimit, RunProgress, stallPlace, unfinished } from "./test-progress.mjs";
import {
  CHECK_EVERY_MS,
  STALL_MS as DEFAULT_STALL_MS,
  STALL_BETWEEN_FILES_MS,
} from "./worker-test-limits.mjs";

const REPORT = process.argv[2] ?? "test-results/worker.json";
const ONLY = process.argv.slice(3).map((file) => file.replace(/^\.\//, ""));
/** The projects of vitest.worker.config.ts, their folders, and how many runs share each one's files. */
const PROJECTS = [
  { name: "worker", folder: "tests/worker", groups: Number(process.env.WORKER_GROUPS ?? 2) },
  // One short file: one run, alongside the others.
  { name: "deploy-config", folder: "tests/deploy", groups: 1 },
];
/** WORKER_STALL_MS overrides it (to see the restart happen, with a test that waits longer). */
const STALL_MS = Number(process.env.WORKER_STALL_MS ?? DEFAULT_STALL_MS);
/** How long the run may go without CPU where it is now. */
function stallLimit(progress) {
  return idleLimit(progress, STALL_MS, STALL_BETWEEN_FILES_MS);
}

/** CPU time (clock ticks, 1/100 s) under which an interval counts as idle. */
const IDLE_TICKS = 5;
const MAX_RESTARTS = 2;
/** A project's test files: those of ONLY in its folder, or all of them when ONLY is empty. */
function testFiles(folder) {
  if (ONLY.length > 0) return ONLY.filter((file) => file.startsWith(`${folder}/`));
  return existsSync(folder)
    ? readdirSync(folder, { recursive: true, encoding: "utf8" })
        .filter((name) => name.endsWith(".test.ts"))
        .map((name) => join(folder, name).replaceAll("\\", "/"))
        .sort()
    : [];
}

/** CPU ticks used so far by every process of the group (Linux /proc); null where there is none. */
function groupCpuTicks(groupId) {
  if (!existsSync("/proc/self/stat")) return null;
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    // After the command name in parentheses: state, ppid, pgrp, … utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== groupId) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks;
}

/** One vitest run of a project's `files`: its exit status, whether it stalled, and its progress. */
function runOnce(project, files) {
  return new Promise((resolve) => {
    const args = [
      "run",
      "--config",
      "vitest.worker.config.ts",
      "--project",
      project,
      "--reporter=default",
      "--reporter=./scripts/progress-reporter.mjs",
      ...files,
    ];
    // Its own process group, so a stalled run is stopped with every process it started (workerd).
    const child = spawn("vitest", args, { stdio: ["ignore", "pipe", "inherit"], detached: true });
    const progress = new RunProgress();
    let pending = "";
    /** Whole lines only (two runs print at once), without the progress reporter's. */
    const take = (lines) => {
      const shown = lines.filter((line) => !progress.read(line));
      if (shown.length > 0) process.stdout.write(`${shown.join("\n")}\n`);
    };
    child.stdout.on("data", (chunk) => {
      const lines = (pending + chunk.toString()).split("\n");
      pending = lines.pop() ?? "";
      take(lines);
    });
    let stalled = false;
    let lastTicks = -1;
    let idleSince = Date.now();
    const watch = setInterval(() => {
      const ticks = child.pid === undefined ? null : groupCpuTicks(child.pid);
      if (ticks === null) return;
      if (ticks - lastTicks > IDLE_TICKS) idleSince = Date.now();
      lastTicks = ticks;
      if (Date.now() - idleSince < stallLimit(progress)) return;
      stalled = true;
      clearInterval(watch);
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    }, CHECK_EVERY_MS);
    child.on("close", (status) => {
      clearInterval(watch);
      if (pending) take([pending]);
      resolve({ status: status ?? 1, stalled, progress });
    });
  });
}

/**
 * Runs `files` to the end, restarting on a stall with the files not finished: its test counts, exit
 * status, and the files run again after a stall (with the test they were in). `label` prefixes its
 * warnings when several run at once.
 */
async function runToEnd(project, files, label) {
  let remaining = files;
  let passed = 0;
  let failed = 0;
  let status = 1;
  /** @type {{ file: string, test: string | null }[]} */
  const stalls = [];
  for (let attempt = 0; attempt <= MAX_RESTARTS; attempt++) {
    const run = await runOnce(project, remaining);
    for (const file of run.progress.finished) {
      passed += file.passed;
      failed += file.failed;
    }
    if (!run.stalled) {
      // A file that failed to load fails the run even where vitest's status would not say so.
      status = run.status === 0 && failed === 0 ? 0 : 1;
      break;
    }
    const before = remaining;
    remaining = unfinished(before, run.progress.finished);
    const stalledIn = run.progress.current?.file ?? null;
    console.error(
      `\n⚠ [${label}] the worker tests stopped making progress (no CPU for ${stallLimit(run.progress) / 1000} s) ` +
        `${stallPlace(run.progress)}, with ${remaining.length} of ${before.length} files unfinished.`,
    );
    const next = afterStall({
      stalledIn,
      earlierStalls: stalls.map((stall) => stall.file),
      remaining,
      failed,
      restartsLeft: MAX_RESTARTS - attempt,
    });
    if (stalledIn !== null) stalls.push({ file: stalledIn, test: run.progress.current?.test ?? null });
    if (next.action === "done") {
      status = 0;
      break;
    }
    if (next.action === "give-up") {
      console.error(`  Giving up (${next.reason}). Unfinished: ${remaining.join(", ")}`);
      status = 1;
      break;
    }
    console.error(
      "  Probably cloudflare/workers-sdk#15498. Running those files again " +
        `(restart ${attempt + 1} of ${MAX_RESTARTS}).\n`,
    );
  }
  return { passed, failed, status, stalls };
}

/** Deals the files out in turn, so each group gets a mix of the suite's short and long files. */
function groupsOf(files, count) {
  const groups = Array.from({ length: count }, (_, group) =>
    files.filter((_file, index) => index % count === group),
  );
  return groups.filter((group) => group.length > 0);
}

// Each vitest run keeps one runtime busy on about one core, the other idle: two runs at once finish the
// suite in a little over half the time on two cores. Every test uses its own users, e-mails and IPs, and
// each run has its own runtime and storage, so the groups cannot see each other.
const runs = PROJECTS.flatMap((project) =>
  groupsOf(testFiles(project.folder), Math.max(1, project.groups)).map((files, index) => ({
    project: project.name,
    files,
    label: `${project.name} ${index + 1}`,
  })),
);
const results = await Promise.all(runs.map((run) => runToEnd(run.project, run.files, run.label)));
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
const status = results.every((result) => result.status === 0) ? 0 : 1;
// The files a stall made run again needed a second try: `npm test` lists them (test-results/flaky.json).
const rerunAfterStall = results.flatMap((result) => result.stalls);
writeFileSync(REPORT, JSON.stringify({ numPassedTests: passed, numFailedTests: failed, rerunAfterStall }));
process.exit(status);
