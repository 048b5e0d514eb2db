# Shared helpers for scripts/setup.sh and scripts/test.sh (sourced, not run).

# Debian 12 packages kiki needs to build and test.
KIKI_PACKAGES=(clang-14 libclang-rt-14-dev llvm-14-dev libclang-cpp14-dev libz3-dev libgmp-dev z3 libcvc5-dev googletest
               libgtest-dev libxml2-dev cmake ninja-build python3 make g++
               python3-yaml python3-jsonschema python3-lxml libxml2-utils
               parallel dpkg-dev chromium csmith cvise)

# Prints the packages of KIKI_PACKAGES that dpkg does not report as installed.
kiki_missing_packages() {
  local pkg
  for pkg in "${KIKI_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'ok installed'; then
      echo "$pkg"
    fi
  done
}

# Installs missing packages when running as root; otherwise prints the command
# to run and fails. Does nothing (and never calls apt) when all are installed.
kiki_install_deps() {
  local missing
  if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "setup: dpkg-query not found; this script expects Debian 12." >&2
    return 1
  fi
  mapfile -t missing < <(kiki_missing_packages)
  if [ "${#missing[@]}" -eq 0 ]; then
    echo "setup: all packages installed (${KIKI_PACKAGES[*]})"
    return 0
  fi
  echo "setup: missing packages: ${missing[*]}"
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup: not root; install them with:" >&2
    echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    return 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y "${missing[@]}"
  mapfile -t missing < <(kiki_missing_packages)
  if [ "${#missing[@]}" -ne 0 ]; then
    echo "setup: still missing after apt-get: ${missing[*]}" >&2
    return 1
  fi
}

# Configures build/ (Ninja if available, else Makefiles) with extra cmake
# arguments, then builds with two jobs. An existing build/ keeps its generator.
kiki_build() {
  local gen=()
  if [ ! -f build/CMakeCache.txt ]; then
    if command -v ninja >/dev/null 2>&1; then
      gen=(-G Ninja)
    else
      gen=(-G "Unix Makefiles")
    fi
  fi
  cmake -S . -B build "${gen[@]}" -DCMAKE_BUILD_TYPE=Release "$@"
  cmake --build build -j2
}
