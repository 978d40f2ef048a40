# CMS's own code on a task the kit exported: its italy_yaml loader reads the task folder as `cmsImportTask` would,
# and its score type scores submissions given as each test's outcome. Prints what CMS loaded and the scores, as JSON.
# Run by helpers/cms-loader.ts, with /usr/bin/python3 in a virtual environment (CMS refuses to run outside one), the
# source of CMS unpacked from its mirror on PYTHONPATH and CMS_CONFIG its own config/cms.sample.toml.
#   python cms-scores.py SETUP_PY DIST_INFO_DIR TASK_DIR SUBMISSIONS_JSON
# SUBMISSIONS_JSON: a list of submissions, each {codename: outcome}. No code of CMS is in this file.
import ast
from datetime import datetime, timezone
import json
import os
import sys

setup_py, dist_dir, task_dir, submissions_file = sys.argv[1:5]

# CMS finds its score types, task types and languages as entry points of the installed "cms" distribution
# (cms/plugin.py); unpacked, it is not installed, so its setup.py's entry points are written as one.
tree = ast.parse(open(setup_py, encoding="utf-8").read())
setup_call = next(n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "setup")
entry_points = ast.literal_eval(next(k.value for k in setup_call.keywords if k.arg == "entry_points"))
info = os.path.join(dist_dir, "cms-0.dist-info")
os.makedirs(info, exist_ok=True)
with open(os.path.join(info, "METADATA"), "w", encoding="utf-8") as f:
    f.write("Metadata-Version: 2.1\nName: cms\nVersion: 0\n")
with open(os.path.join(info, "entry_points.txt"), "w", encoding="utf-8") as f:
    for group, items in entry_points.items():
        f.write("[%s]\n%s\n" % (group, "".join("%s = %s\n" % tuple(i.split("=", 1)) for i in items)))
sys.path.insert(0, dist_dir)

# CMS pins SQLAlchemy 1.3; Debian 12 has 1.4, whose as_declarative no longer takes `constructor` (a keyword of
# its registry now). The one shim: cms/db/base.py's call passed on to the registry as 1.3 meant it.
import sqlalchemy
import sqlalchemy.ext.declarative as declarative

if not sqlalchemy.__version__.startswith("1.3"):
    from sqlalchemy.orm import registry

    def as_declarative(**kw):
        made = registry(metadata=kw.pop("metadata", None), constructor=kw.pop("constructor", None))
        kw.pop("bind", None)
        return made.as_declarative_base(**kw)

    declarative.as_declarative = as_declarative

from cms.db import Evaluation, Submission, SubmissionResult
from cms.db.filecacher import FileCacher
from cms.grading.scoretypes import get_score_type
from cmscontrib.loaders.italy_yaml import YamlLoader

task = YamlLoader(task_dir, FileCacher(null=True)).get_task(get_statement=True)
if task is None:
    sys.exit("the loader read no task")
dataset = task.active_dataset
public = {codename: testcase.public for codename, testcase in dataset.testcases.items()}
score_type = get_score_type(dataset.score_type, dataset.score_type_parameters, public)

scores = []
for outcomes in json.load(open(submissions_file, encoding="utf-8")):
    submission = Submission(task=task, opaque_id=len(scores), timestamp=datetime.now(timezone.utc), language="C++17 / g++")
    result = SubmissionResult(submission=submission, dataset=dataset, evaluation_outcome="ok")
    for codename, outcome in outcomes.items():
        Evaluation(submission_result=result, dataset=dataset, testcase=dataset.testcases[codename],
                   outcome=str(outcome), text=[], execution_time=0.0, execution_memory=0)
    scores.append(score_type.compute_score(result)[0])

print(json.dumps({
    "name": task.name,
    "title": task.title,
    "statements": sorted(task.statements.keys()),
    "time_limit": dataset.time_limit,
    "memory_limit": dataset.memory_limit,
    "task_type": dataset.task_type,
    "task_type_parameters": dataset.task_type_parameters,
    "managers": sorted(dataset.managers.keys()),
    "score_type": dataset.score_type,
    "testcases": len(dataset.testcases),
    "public": sorted(c for c, p in public.items() if p),
    "max_score": score_type.max_score,
    "scores": scores,
}))
