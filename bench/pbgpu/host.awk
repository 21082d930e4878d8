# host.awk: the mechanical part of bench/polybench-gpu.sh's patching of a
# PolyBench/GPU OpenCL host program (NAME.c), the same for every kernel.
#  - the device type CL_DEVICE_TYPE_GPU becomes CL_DEVICE_TYPE_ALL (the
#    chosen platform's first device: a GPU on NVIDIA, PoCL's CPU here);
#  - clGetPlatformIDs(1, ...) becomes pbgpu_platform() (pbgpu.h: the
#    platform named by $PBGPU_PLATFORM);
#  - timing: the programs time only their kernel launches (or, where the
#    launches are in main's time loop, that loop), writes and reads
#    excluded.  Their GPU timer calls are taken out; in main the program
#    build (cl_load_prog) moves before the buffers (cl_mem_init), the
#    timer starts between the two and stops after the results are read,
#    just before main's CPU reference (#ifdef RUN_ON_CPU), whose timer stays;
#  - RUN_ON_CPU is defined where it was commented out (gemver, gramschmidt
#    printed their GPU result instead of checking it).
# Exits 1 when a program does not have the expected shape.
/^int main/ { inmain = 1 }
/^\/\/#define RUN_ON_CPU/ { sub(/^\/\//, "") }
/#define OPENCL_DEVICE_SELECTION CL_DEVICE_TYPE_GPU/ { sub(/CL_DEVICE_TYPE_GPU/, "CL_DEVICE_TYPE_ALL"); nsel++ }
/clGetPlatformIDs\(1, &platform_id, &num_platforms\)/ {
    sub(/clGetPlatformIDs\(1, &platform_id, &num_platforms\)/, "pbgpu_platform(\\&platform_id, \\&num_platforms)"); nplat++
}
!cpu && /polybench_(start|stop|print)_instruments|printf\("GPU Time in seconds:\\n"\);/ { ntimer++; next }
inmain && !cpu && /^[ \t]*cl_load_prog\(\);/ { nload++; next }
inmain && !cpu && /^[ \t]*cl_mem_init\(/ { sub(/cl_mem_init\(/, "cl_load_prog(); pbgpu_start(); cl_mem_init("); nmem++ }
inmain && !cpu && /^[ \t]*#ifdef RUN_ON_CPU/ { print "\tpbgpu_stop();"; cpu = 1; nstop++ }
{ print }
END {
    if (nsel != 1 || nplat != 1 || nload != 1 || nmem != 1 || nstop != 1 || ntimer < 3) {
        printf "host.awk: unexpected shape (selection %d, platform %d, build %d, buffers %d, stop %d, timer lines %d)\n",
            nsel, nplat, nload, nmem, nstop, ntimer > "/dev/stderr"
        exit 1
    }
}
