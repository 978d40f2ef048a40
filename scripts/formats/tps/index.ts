// scripts/formats/tps: a TPS task (IOI's Task Preparation System), in: problem.json, subtasks.json and gen/data's
// test plan, tests made by the task's own generators and validators, its CMS-contract checker, its graders, and every
// solution held to the verdicts solutions.json gives it.
import type { PackageFormat } from '../plan.ts';
import { isTpsTask, readTpsTask } from './read-task.ts';

export const tps: PackageFormat = {
  name: 'TPS task',
  recognises: isTpsTask,
  read: readTpsTask,
};
