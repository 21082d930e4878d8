#!/bin/sh
# Stop 106, call A (one GPU): NPB class A as swapped (bench/npb.sh), MG
# with the automatic scopes it now gets (main's timed part, mg3P and its
# functions: "bbmm"), the same without automatic scopes ("noauto",
# bbmm-pp --no-auto-data), with stop 104's hand-written scope ("scope",
# ../gpu-s104/mg_scope.py); against sequential and OpenMP on 16 threads.
# Then BT, SP, LU as swapped (their spans changed: BT's main keeps its
# arrays from initialize on).  Run from the project root with .device
# carried; results under $OUT.
set -u
t0=$(date +%s)
. .device/setup.sh > $OUT/setup.txt 2>&1
export BBMM_PLATFORM=NVIDIA
( cmake -S . -B /tmp/nb -DCMAKE_BUILD_TYPE=Release && make -C /tmp/nb -j16 bbmm bbmm-pp bbmmcc ) > /tmp/nbuild.txt 2>&1 || { tail -20 /tmp/nbuild.txt; exit 1; }
nvidia-smi -L > $OUT/gpu.txt 2>&1
BUILD=/tmp/nb NPB_OUT=/tmp/npb NPB_DEVICES=1 NPB_TIMEOUT=1 NPB_THREADS=16 NPB_VARIANTS="seq omp bbmm" sh bench/npb.sh .device/npb A "MG" > $OUT/npb-build.txt 2>&1
rm -rf /tmp/npb/scope && cp -r /tmp/npb/bbmm /tmp/npb/scope && python3 bench/results/gpu-s104/mg_scope.py /tmp/npb/scope/MG/mg.c
rm -rf /tmp/npb/noauto && cp -r /tmp/npb/bbmm /tmp/npb/noauto
sed -i 's|^CFLAGS *=.*|& -Xbbmm-pp --no-auto-data|; s|^CLINKFLAGS *=.*|& -Xbbmm-pp --no-auto-data|' /tmp/npb/noauto/config/make.def
for v in scope noauto; do
  ( cd /tmp/npb/$v/MG && rm -f *.o ../bin/mg.A && make CLASS=A ) > $OUT/$v-build.txt 2>&1 || tail -5 $OUT/$v-build.txt
done
echo "builds $(( $(date +%s) - t0 )) s"
cd /tmp/npb/seq/bin && timeout 60 ./mg.A > $OUT/mg.A.seq.txt 2>&1; grep 'Time in' $OUT/mg.A.seq.txt | sed 's/^/seq: /'
for i in 1 2 3; do
  cd /tmp/npb/omp/bin && OMP_NUM_THREADS=16 timeout 60 ./mg.A > $OUT/mg.A.omp.$i.txt 2>&1; grep 'Time in' $OUT/mg.A.omp.$i.txt | sed 's/^/omp: /'
  for v in bbmm scope noauto; do
    cd /tmp/npb/$v/bin && BBMM_HOST=never BBMM_STATS=1 timeout 100 ./mg.A > $OUT/mg.A.$v.$i.txt 2>&1; grep 'Time in\|Verif' $OUT/mg.A.$v.$i.txt | tr -s ' ' | tr '\n' ' ' | sed "s/^/$v never: /"; echo
  done
  cd /tmp/npb/bbmm/bin && timeout 100 ./mg.A > $OUT/mg.A.bbmm-auto.$i.txt 2>&1; grep 'Time in\|Verif' $OUT/mg.A.bbmm-auto.$i.txt | tr -s ' ' | tr '\n' ' ' | sed "s/^/bbmm host=auto: /"; echo
done
echo "MG done $(( $(date +%s) - t0 )) s"
cd $OLDPWD 2>/dev/null; cd "$(dirname "$0")/../../.." 2>/dev/null || true
