#!/bin/bash
# summarize.sh: results table from res_*.txt
cd /tmp/r22
echo "runs by result (all res_*.txt):"
cat res_*.txt | awk '{r=$3; if (r=="ERROR") r=$3" "$4; c[r]++; n++} END {for (k in c) print "  " k ": " c[k]; print "  total: " n}'
echo; echo "per program (runs, equal, other):"
cat res_*.txt | awk '{n[$1]++; if ($3=="equal") e[$1]++; else o[$1]=o[$1] " " $2 ":" $3} END {for (p in n) printf "%-32s %4d %4d %s\n", p, n[p], e[p], o[p]}' | sort
