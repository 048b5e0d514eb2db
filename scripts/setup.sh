#!/usr/bin/env bash
# Sets up kiki on Debian 12: installs missing packages (as root), builds into
# build/, and runs one example from the 2LS book chapter.
#   scripts/setup.sh              install, build, run the example
#   scripts/setup.sh --deps-only  only check/install the packages
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

kiki_install_deps
if [ "${1:-}" = "--deps-only" ]; then
  exit 0
fi

# Setup builds with -Werror off; CI (scripts/test.sh) turns it on.
kiki_build -DKIKI_WERROR=OFF

example=(build/kiki --bounds-check --incremental-bmc examples/matrix_to_vector.c)
echo "setup: running: ${example[*]}"
rc=0
"${example[@]}" || rc=$?
if [ "$rc" -ne 10 ]; then
  echo "setup: expected exit 10 (bug found), got $rc" >&2
  exit 1
fi
echo "setup: exit 10 (VERIFICATION FAILED) as expected: the chapter's bug was found."
