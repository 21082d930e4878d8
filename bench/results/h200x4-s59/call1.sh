set -u
REPS=3 sh bench/multi-gpu.sh scaling
