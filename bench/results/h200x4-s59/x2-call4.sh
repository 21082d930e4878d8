set -u
sh bench/multi-gpu.sh none > /dev/null 2>&1
b=/tmp/bbmm-multi
. .device/setup.sh > /dev/null 2>&1
export BBMM_PLATFORM=NVIDIA
gcc -O1 -shared -fPIC -w -o /tmp/evinfo.so .device/evinfo.c -ldl
g="BBMM_HOST=never BBMM_START=all BBMM_WARMUP=1 BBMM_TWIN=0 BBMM_SUMMARY=1 BBMM_STATS=0"
base=0x555555554000
for pin in 1 0; do for s in "pp-floyd 8192" "pp-heat2d 8192 1000"; do
  echo "-- $s pinned=$pin d=2"
  env $g BBMM_PINNED=$pin BBMM_DEVICES=2 LD_PRELOAD=/tmp/evinfo.so setarch -R $b/samples/$s 2>&1 | grep -E "evinfo|bbmm-time" | while read a p x n; do
    case $a in evinfo) off=$(printf "0x%x" $((p - base))); echo "$n $(addr2line -f -i -e $b/samples/${s%% *} $off | head -4 | tr '\n' ' ')";; *) echo "$a $p $x $n";; esac
  done | sort -rn
done; done 2>&1 | tee $OUT/evinfo.txt
