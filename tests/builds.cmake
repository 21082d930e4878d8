# A nest builds the kernel variant its runs take first (one box per array,
# 32-bit offsets), not a general one besides: generated sample PROG, whose
# NESTS nests each take that variant on one PoCL device, must build
# exactly NESTS programs (it built 2 x NESTS before).
#   cmake -DPROG=pp-gemm -DNESTS=1 -DOUT=file.json -P builds.cmake
set(ENV{POCL_DEVICES} "pthread")
include(${CMAKE_CURRENT_LIST_DIR}/run_stats.cmake)
string(JSON builds GET "${json}" total builds)
message(STATUS "${builds} program build(s) for ${NESTS} nest(s)")
if(NOT builds EQUAL NESTS)
  message(FATAL_ERROR "${builds} program builds, want ${NESTS}: one variant per nest")
endif()
