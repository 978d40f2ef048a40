// scripts/formats/cms: CMS's task format, italy_yaml (the contest system of the IOI and of most national olympiads):
// a problem exported as a task that CMS's own loader reads, with the same scores.
import type { PackageFormat } from '../plan.ts';
import { exportCms } from './export-task.ts';

export const cms: PackageFormat = {
  name: 'CMS task',
  // Written, not yet read: `import` does not ask a format without `read`.
  recognises: () => false,
  export: {
    flag: 'cms',
    help: "write the CMS task folder DIR in CMS's italy_yaml format (it must not exist; its name, letters, digits, '_' and '-', is the task's name)",
    write: exportCms,
  },
};
