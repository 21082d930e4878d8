# A nest builds the kernel variant its runs take first (one box per array,
# 32-bit offsets), not a general one besides: generated sample PROG, whose
# NESTS nests each take that variant on one PoCL device, must build
# exactly NESTS programs (it built 2 x NESTS before).
#   cmake -DPROG=pp-gemm -DNESTS=1 -DOUT=file.json -P builds.cmake
set(ENV{POCL_DEVICES} "pthread")
set(ENV{BBMM_STATS} "json:${OUT}")
file(REMOVE ${OUT})
execute_process(COMMAND ${PROG} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "verified")
  message(FATAL_ERROR "${PROG} failed (${rc}): ${out} ${err}")
endif()
file(READ ${OUT} json)
string(JSON builds GET "${json}" total builds)
message(STATUS "${builds} program build(s) for ${NESTS} nest(s)")
if(NOT builds EQUAL NESTS)
  message(FATAL_ERROR "${builds} program builds, want ${NESTS}: one variant per nest")
endif()
