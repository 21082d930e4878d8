#!/bin/sh
# build.sh prog.c...: plain and bbmm builds into /tmp/r22/bin
T=/tmp/r22src; BD=/tmp/r22/build; B=/tmp/r22/bin
for f in "$@"; do
  b=$(basename "$f" .c)
  cc -O1 -ffp-contract=off -w -o $B/$b.plain "$f" -lm || { echo "$b PLAINFAIL"; continue; }
  if ! timeout 120 $BD/pragma-tool/bbmm-pp -o $B/$b.pp.c "$f" 2>$B/$b.pperr; then
     echo "$b REFUSED: $(head -3 $B/$b.pperr)"; rm -f $B/$b.bbmm; continue; fi
  [ -s $B/$b.pperr ] && echo "$b ppwarn: $(head -3 $B/$b.pperr)"
  cc -O1 -ffp-contract=off -w -pthread -I $T/include -o $B/$b.bbmm $B/$b.pp.c $BD/lib/libbbmm.a $(cat $BD/lib/bbmm-link.txt) -lm || echo "$b CCFAIL"
done
