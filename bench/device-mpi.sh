#!/bin/sh
# Open MPI on the GPU machine, which has no network (../shared/device).
#   Here, once:   sh bench/device-mpi.sh fetch     (the .deb files into .mpi/,
#                 git-ignored; about 9 MB: pass ".mpi" in the device tool's carry)
#   There:        . bench/device-mpi.sh            (unpacks them into
#                 /tmp/mpiroot, relocates Open MPI there: OPAL_PREFIX, PATH,
#                 LD_LIBRARY_PATH; then mpirun works and CMake finds MPI with
#                 -DMPI_C_COMPILER=$BBMM_MPICC)
if [ "${1:-}" = fetch ]; then
  set -eu
  mkdir -p .mpi
  grep -qx "/.mpi/" .git/info/exclude 2>/dev/null || echo "/.mpi/" >> .git/info/exclude
  cd .mpi
  apt-get download libopenmpi3 libopenmpi-dev openmpi-bin openmpi-common libhwloc15 libevent-core-2.1-7 \
    libevent-pthreads-2.1-7 libevent-2.1-7 libpmix2 libfabric1 libucx0 libibverbs1 librdmacm1 libpsm2-2 \
    libpsm-infinipath1 libnl-3-200 libnl-route-3-200 libnuma1 libltdl7 libpciaccess0 libmunge2 libxnvctrl0 \
    libx11-6 libx11-data libxau6 libxcb1 libxdmcp6 libxext6 libbsd0 libmd0 >/dev/null
  ls -1 *.deb | wc -l
  exit 0
fi
mkdir -p /tmp/mpiroot
for d in .mpi/*.deb; do dpkg -x "$d" /tmp/mpiroot; done
for w in mpicc mpicxx; do ln -sf opal_wrapper /tmp/mpiroot/usr/bin/$w; done
for w in mpirun mpiexec; do ln -sf orterun /tmp/mpiroot/usr/bin/$w; done
export OPAL_PREFIX=/tmp/mpiroot/usr
export OPAL_LIBDIR=/tmp/mpiroot/usr/lib/x86_64-linux-gnu/openmpi/lib
export OPAL_DATADIR=/tmp/mpiroot/usr/share/openmpi
export OPAL_PKGDATADIR=/tmp/mpiroot/usr/share/openmpi
export OPAL_SYSCONFDIR=/tmp/mpiroot/etc/openmpi
export PATH=/tmp/mpiroot/usr/bin:$PATH
export LD_LIBRARY_PATH=/tmp/mpiroot/usr/lib/x86_64-linux-gnu/openmpi/lib:/tmp/mpiroot/usr/lib/x86_64-linux-gnu:/tmp/mpiroot/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
export BBMM_MPICC=/tmp/mpiroot/usr/bin/mpicc
ls -la /tmp/mpiroot/usr/bin/mpicc /tmp/mpiroot/usr/bin/mpirun 2>&1 | head -3
