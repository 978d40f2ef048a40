#!/usr/bin/env bash
# Every problem of the kit exported as a Kattis package and checked by problemtools' verifyproblem (set up by
# problemtools-setup.sh beside this file): the five as legacy packages, lanqiao-lol, the scored one, as 2023-07 too.
# Prints each package's tally, wall time and load average, and exits 1 if any package has an error.
#
#   bash scripts/formats/kattis/problemtools-check.sh [OUT]      # OUT (default a temporary folder) keeps the logs
#
# It judges every submission on every test it reaches, one process at a time: about half an hour on two busy cores.
set -uo pipefail

VERIFYPROBLEM="${KIT_PROBLEMTOOLS:-$HOME/.cache/game-judge-kit/problemtools}/bin/verifyproblem"
[ -x "$VERIFYPROBLEM" ] || {
  echo "problemtools check: no $VERIFYPROBLEM; bash scripts/formats/kattis/problemtools-setup.sh" >&2
  exit 1
}
cd "$(dirname "$0")/../../.."
OUT="${1:-$(mktemp -d)}"
mkdir -p "$OUT"
failed=0
for package in leetcode-913:legacy bhoj-1460:legacy lanqiao-lol:legacy lanqiao-lol:2023-07 cat-mouse-duel:legacy \
  lol-duel:legacy; do
  id="${package%%:*}"
  format="${package##*:}"
  dir="$OUT/$(echo "$id" | tr -cd 'a-z0-9')${format//[^0-9]/}"
  rm -rf "$dir"
  npm run -s export -- "$id" --kattis "$dir" --format "$format" >"$dir.export.log" 2>&1 || {
    echo "$id ($format): the export failed, $dir.export.log says why"
    failed=1
    continue
  }
  load=$(cut -d' ' -f1 /proc/loadavg)
  start=$(date +%s)
  "$VERIFYPROBLEM" "$dir" >"$dir.log" 2>&1
  tally=$(grep -o 'tested: .*' "$dir.log" || echo 'no tally (see the log)')
  echo "$id ($format): $tally; $(($(date +%s) - start)) s, load $load then $(cut -d' ' -f1 /proc/loadavg); log $dir.log"
  grep -q 'tested: 0 errors' "$dir.log" || failed=1
done
exit "$failed"
