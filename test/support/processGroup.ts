import type { ChildProcess } from 'node:child_process';

/*
 * A command a test starts runs in a process group of its own (`spawn(…, { detached: true })`), and
 * the test ends the group, not the command alone: `npx` and Storybook's CLI start children of
 * their own, and a signal to the parent left them running after the suite.
 */

/** Whether any process of the group that `pid` leads is alive (signal 0 only asks). */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ends the whole process group a command leads, and fails when any of it outlives a grace period
 * (then it is killed outright, so no survivor is left for the next run either).
 */
export async function stopGroup(child: ChildProcess, name: string): Promise<void> {
  const pid = child.pid;
  if (pid === undefined || !groupAlive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  for (let waited = 0; waited < 10_000 && groupAlive(pid); waited += 50) await new Promise((tick) => setTimeout(tick, 50));
  if (!groupAlive(pid)) return;
  process.kill(-pid, 'SIGKILL');
  throw new Error(`${name}: processes of its group were still running 10 s after SIGTERM`);
}
