#!/usr/bin/env bash
# Sets up Kattis's problemtools from its source, with Debian's packages only, so that `verifyproblem` can check the
# packages `npm run export -- ID --kattis DIR` writes (test/scripts/formats/kattis/problemtools.e2e.test.ts runs it).
#
#   bash scripts/formats/kattis/problemtools-setup.sh
#
# Writes everything into KIT_PROBLEMTOOLS (default ~/.cache/game-judge-kit/problemtools): src/ (a clone of
# KIT_PROBLEMTOOLS_SOURCE, default this machine's mirror, else github.com/Kattis/problemtools), src/support/ built,
# pylib/ (the Python modules problemtools imports that the chosen Python lacks, linked from Debian's), debs/ (Debian
# 13's python3-plastex and python3-nh3, unpacked, not installed), and bin/verifyproblem, the command to run. Nothing
# outside it changes but the Debian packages apt-get installs (as root). Each piece that cannot be had stops the
# script with one line saying which and how to get it. Running it again keeps the clone and redoes the rest.
set -euo pipefail

HOME_DIR="${KIT_PROBLEMTOOLS:-$HOME/.cache/game-judge-kit/problemtools}"
MIRROR=/work/.mirror/Kattis+problemtools/repo
SOURCE="${KIT_PROBLEMTOOLS_SOURCE:-$([ -d "$MIRROR" ] && echo "$MIRROR" || echo https://github.com/Kattis/problemtools)}"
PYTHON="${KIT_PROBLEMTOOLS_PYTHON:-python3}"
DIST=/usr/lib/python3/dist-packages

fail() {
  echo "problemtools setup: $*" >&2
  exit 1
}
say() { echo "problemtools setup: $*"; }

# Debian's packages: the build tools, PyPy (problemtools runs a Python 3 submission with pypy3, as Kattis does: its
# config/languages.yaml), the Python modules problemtools imports that Debian 12 has (colorlog; plasTeX's
# own imports PIL, chardet, unidecode), and what its statement check runs (lualatex and the LaTeX packages of its
# problemset.cls, pandoc for Markdown statements, as the debian/control of problemtools lists them).
PACKAGES=(git make g++ pypy3 python3-colorlog python3-pil python3-chardet python3-unidecode pandoc ghostscript tidy dvisvgm
  fonts-cmu texlive-plain-generic texlive-fonts-recommended texlive-latex-recommended texlive-latex-extra
  texlive-luatex texlive-pictures)
missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  [ "$(id -u)" = 0 ] || fail "Debian packages missing: ${missing[*]}; run as root, or apt-get install ${missing[*]}"
  say "apt-get install ${missing[*]}"
  apt-get update -q >/dev/null || fail "apt-get update failed; Debian's package lists are needed"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null ||
    fail "apt-get install ${missing[*]} failed"
fi

# The Python that runs problemtools: >= 3.11 (its pyproject), pydantic >= 2.11 and PyYAML (its requirements.txt);
# Debian 12 packages pydantic 1.10, so that one comes with the Python. Debian's compiled modules (PIL) are built for
# Debian's own Python version, so the two versions must agree.
command -v "$PYTHON" >/dev/null || fail "no $PYTHON; set KIT_PROBLEMTOOLS_PYTHON to a Python 3.11 or later"
"$PYTHON" - <<'EOF' || fail "$PYTHON lacks what problemtools needs (above); install pydantic>=2.11 and PyYAML into it, or set KIT_PROBLEMTOOLS_PYTHON"
import sys
if sys.version_info < (3, 11):
    sys.exit(f'Python {sys.version.split()[0]} is older than 3.11')
try:
    import pydantic, yaml
except ImportError as e:
    sys.exit(f'no {e.name}')
if tuple(int(p) for p in pydantic.VERSION.split('.')[:2]) < (2, 11):
    sys.exit(f'pydantic {pydantic.VERSION} is older than 2.11')
EOF
debian_python=$(/usr/bin/python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')
own_python=$("$PYTHON" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
[ "$debian_python" = "$own_python" ] ||
  fail "$PYTHON is $own_python and Debian's is $debian_python: Debian's compiled modules (PIL) would not load; set KIT_PROBLEMTOOLS_PYTHON to a $debian_python"

mkdir -p "$HOME_DIR"
if [ ! -d "$HOME_DIR/src/.git" ]; then
  say "git clone $SOURCE"
  git clone -q "$SOURCE" "$HOME_DIR/src" || fail "cannot clone problemtools from $SOURCE; set KIT_PROBLEMTOOLS_SOURCE to a clone"
fi
say "problemtools at $(git -C "$HOME_DIR/src" log -1 --format='%h %cs')"
# The support programs verifyproblem runs (support/Makefile's PROGRAMS); checktestdata is only for .ctd validators,
# which the kit's exports never hold.
make -s -C "$HOME_DIR/src/support" >/dev/null || fail "building problemtools' support programs failed (make -C $HOME_DIR/src/support)"

# plasTeX >= 3.0 (problemtools' requirements.txt: its tex2html calls TeX(file=...), which plasTeX 2.1, Debian 12's,
# names myfile=) and nh3 (md2html's HTML cleaner; not in Debian 12): Debian 13's packages, downloaded with apt-get from
# a source list of their own (the system's apt sources are left as they are) and unpacked here, not installed.
plastex_version=$(dpkg-query -W -f='${Version}' python3-plastex 2>/dev/null || true)
nh3_version=$(dpkg-query -W -f='${Version}' python3-nh3 2>/dev/null || true)
newer=()
# Unpacked before: kept.
dpkg --compare-versions "${plastex_version:-0}" ge 3.0 || [ -d "$HOME_DIR/debs/root$DIST/plasTeX" ] ||
  newer+=(python3-plastex)
[ -n "$nh3_version" ] || [ -d "$HOME_DIR/debs/root$DIST/nh3" ] || newer+=(python3-nh3)
if [ ${#newer[@]} -gt 0 ]; then
  apt_dir="$HOME_DIR/apt"
  mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$HOME_DIR/debs"
  echo 'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian trixie main' >"$apt_dir/sources.list"
  apt_options=(-o "Dir::Etc::sourcelist=$apt_dir/sources.list" -o Dir::Etc::sourceparts=- -o "Dir::State::Lists=$apt_dir/lists"
    -o "Dir::Cache=$apt_dir/cache" -o Debug::NoLocking=1)
  say "Debian 13's ${newer[*]}, unpacked into $HOME_DIR/debs"
  apt-get "${apt_options[@]}" update -q >/dev/null 2>&1 || fail "cannot read Debian 13's package list (for ${newer[*]})"
  (cd "$HOME_DIR/debs" && apt-get "${apt_options[@]}" download "${newer[@]}" >/dev/null 2>&1) ||
    fail "cannot download Debian 13's ${newer[*]}"
  for package in "${newer[@]}"; do dpkg -x "$HOME_DIR/debs/${package}_"*.deb "$HOME_DIR/debs/root"; done
fi

# pylib/: each module problemtools imports, linked from where it lies, on PYTHONPATH after problemtools' source.
rm -rf "$HOME_DIR/pylib" && mkdir -p "$HOME_DIR/pylib"
for module in plasTeX nh3 colorlog PIL chardet unidecode; do
  for place in "$HOME_DIR/debs/root$DIST" "$DIST"; do
    if [ -e "$place/$module" ]; then
      ln -s "$place/$module" "$HOME_DIR/pylib/$module"
      break
    fi
  done
  [ -e "$HOME_DIR/pylib/$module" ] || fail "no Python module $module in Debian's packages"
done

mkdir -p "$HOME_DIR/bin"
cat >"$HOME_DIR/bin/verifyproblem" <<EOF
#!/bin/sh
# problemtools' verifyproblem from $HOME_DIR/src, written by the kit's scripts/formats/kattis/problemtools-setup.sh.
PYTHONPATH="$HOME_DIR/src:$HOME_DIR/pylib\${PYTHONPATH:+:\$PYTHONPATH}" exec "$("$PYTHON" -c 'import sys; print(sys.executable)')" -m problemtools.verifyproblem "\$@"
EOF
chmod +x "$HOME_DIR/bin/verifyproblem"

# Everything it loads, loaded: the statement check's plasTeX as tex2html calls it, nh3, and verifyproblem itself.
PYTHONPATH="$HOME_DIR/src:$HOME_DIR/pylib" "$PYTHON" - <<'EOF' || fail "problemtools does not load (above)"
import io
import nh3
import plasTeX.TeX
import problemtools.verifyproblem
statement = io.StringIO('x')
statement.name = 'statement.tex'
plasTeX.TeX.TeX(file=statement)
EOF
"$HOME_DIR/bin/verifyproblem" --help >/dev/null || fail "$HOME_DIR/bin/verifyproblem --help failed"
say "ready: $HOME_DIR/bin/verifyproblem"
