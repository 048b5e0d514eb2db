#!/usr/bin/env bash
# The one test command: package check, a -Werror build, then all tests.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

kiki_install_deps
kiki_build -DKIKI_WERROR=ON
ctest --test-dir build --output-on-failure -j2
