#!/bin/sh
# Install the Debian packages BBMM needs to build, test and run, if missing.
# As root: apt-get update && apt-get install -y ...; otherwise print the
# exact command and fail.  Usage: cmake/install-deps.sh [extra-package ...]
set -eu
pkgs="cmake make gcc g++ pkg-config libisl-dev ocl-icd-opencl-dev opencl-c-headers pocl-opencl-icd clinfo libopenmpi-dev openmpi-bin $*"
missing=""
for p in $pkgs; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" = 0 ]; then
  echo "bbmm: installing missing packages:$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends $missing
else
  echo "bbmm: missing packages:$missing" >&2
  echo "bbmm: run as root:  apt-get update && apt-get install -y$missing" >&2
  exit 1
fi
