/** Peak resident memory of a process and of every process under it, from Linux's /proc. */
import { readdirSync, readFileSync } from "node:fs";

export type ProcessMemory = { pid: number; parent?: number; command: string; peakBytes: number };

/** `VmHWM` ("high water mark"): the largest resident set the process has had since it started, in bytes. */
function peakBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmHWM:\s+(\d+) kB$/m);
  if (!line) throw new Error(`no VmHWM in /proc/${pid}/status`);
  return Number(line[1]) * 1024;
}

/** The processes `pid` started (each of its threads lists its own). */
function childrenOf(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );
}

/**
 * `pid` first, then its descendants (worker processes, for a server that runs several). Read it while they run:
 * the figure goes with the process.
 */
export function peakRss(pid: number, parent?: number): ProcessMemory[] {
  return [
    { pid, parent, command: readFileSync(`/proc/${pid}/comm`, "utf8").trim(), peakBytes: peakBytes(pid) },
    ...childrenOf(pid).flatMap((child) => {
      try {
        return peakRss(child, pid);
      } catch {
        return []; // it exited meanwhile
      }
    }),
  ];
}
