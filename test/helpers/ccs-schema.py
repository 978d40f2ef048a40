# A contest package's JSON files validated against the CCS specification's own JSON schemas (icpc/ccs-specs,
# json-schema/), strictly as its check-api.sh checks an API: every object the schemas mark with the strict-properties
# anchor takes no property the specification does not name. Run by helpers/ccs-schema.ts with a python3 that has the
# jsonschema package (Draft 2020-12) and its referencing. Prints the errors, one a line as "file: path: message".
#   python3 ccs-schema.py SCHEMA_DIR PACKAGE_DIR
import json
import pathlib
import sys

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

schema_dir, package_dir = map(pathlib.Path, sys.argv[1:3])


def strict(node):
    if isinstance(node, dict):
        if node.get("$comment") == "ANCHOR_TO_INSERT_REQUIRE_STRICT_PROPERTIES":
            node["additionalProperties"] = False
        for value in node.values():
            strict(value)
    elif isinstance(node, list):
        for value in node:
            strict(value)
    return node


schemas = {p.name: strict(json.loads(p.read_text(encoding="utf-8"))) for p in schema_dir.glob("*.json")}
registry = Registry().with_resources((s["$id"], Resource.from_contents(s)) for s in schemas.values())

# Each file of the package and the schema of the endpoint it stores (api.json is the API's information).
documents = []
for path in sorted(package_dir.glob("*.json")):
    schema = "api_information.json" if path.name == "api.json" else path.name
    documents.append((path.name, schema, json.loads(path.read_text(encoding="utf-8"))))
feed = package_dir / "event-feed.ndjson"
for number, line in enumerate(feed.read_text(encoding="utf-8").splitlines(), 1):
    documents.append((f"event-feed.ndjson:{number}", "event-feed.json", json.loads(line)))

for name, schema, document in documents:
    if schema not in schemas:
        print(f"{name}: no schema {schema} in the specification")
        continue
    for error in Draft202012Validator(schemas[schema], registry=registry).iter_errors(document):
        print(f"{name}: {error.json_path}: {error.message[:300]}")
