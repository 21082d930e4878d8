. .device/setup.sh > /dev/null 2>&1
gcc -O2 -o /tmp/clo bench/probe/cl_overlap.c -lOpenCL || exit 1
nvidia-smi --query-gpu=name --format=csv
for m in 128 64 256; do /tmp/clo NVIDIA 2000 $m; done
/tmp/clo NVIDIA 2000 128
