// scripts/formats/cms: CMS's task format, italy_yaml (the contest system of the IOI and of most national olympiads),
// in and out: a task folder read into the plan the import writes as a problem folder, judged and scored as CMS judges
// it; a problem exported as a task that CMS's own loader reads, with the same scores.
import type { PackageFormat } from '../plan.ts';
import { exportCms } from './export-task.ts';
import { isCmsTask, readCmsTask } from './read-task.ts';

export const cms: PackageFormat = {
  name: 'CMS task',
  recognises: isCmsTask,
  read: readCmsTask,
  export: {
    flag: 'cms',
    help: "write the CMS task folder DIR in CMS's italy_yaml format (it must not exist; its name, letters, digits, '_' and '-', is the task's name)",
    write: exportCms,
  },
};
