. .device/setup.sh >/dev/null 2>&1; . bench/device-mpi.sh >/dev/null 2>&1
cmake -S . -B /tmp/b -DCMAKE_BUILD_TYPE=Release -DMPI_C_COMPILER=$BBMM_MPICC 2>&1 | grep "MPI back end"
cmake --build /tmp/b -j16 --target pp-floyd pp-heat2d >/tmp/build.log 2>&1 || { tail -20 /tmp/build.log; exit 1; }
export BBMM_PLATFORM=NVIDIA BBMM_TWIN=0 BBMM_WARMUP=1 BBMM_SUMMARY=1 BBMM_PINNED=1 BBMM_STATS=1
M="mpirun --bind-to none"
for c in "floyd 8192" "heat2d 8192 1000"; do
  set -- $c; p=$1; shift
  $M -np 2 /tmp/b/samples/pp-$p "$@" > /tmp/o.txt 2>&1
  grep -o "seconds=[0-9.]*" /tmp/o.txt | head -2 | tr '\n' ' '; echo " $p 2 ranks"
  grep "^ranks:" /tmp/o.txt | sed 's/.*write-out [0-9]*);//' 
  grep "^asynchronous" /tmp/o.txt | cut -c1-200
done
