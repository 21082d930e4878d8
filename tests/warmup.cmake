# The benchmark's warm-up (samples/pp_twin.c, BBMM_WARMUP=1) builds every
# kernel the timed run uses, so that the timed run's statistics count no
# program build: runs generated sample PROG (ARGS: a size above the
# warm-up's) on two PoCL devices under the GPUs' default time rule
# (BBMM_SPREAD_US=100), where a small recurring nest would stay on device 0
# unless the warm-up spreads it (bbmm_set_spread).
#   cmake -DPROG=pp-heat2d "-DARGS=300;4" -DOUT=file.json -P warmup.cmake
set(ENV{POCL_DEVICES} "pthread pthread")
set(ENV{BBMM_SPREAD_US} "100")
set(ENV{BBMM_WARMUP} "1")
set(ENV{BBMM_STATS} "json:${OUT}")
file(REMOVE ${OUT})
execute_process(COMMAND ${PROG} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "verified")
  message(FATAL_ERROR "${PROG} ${ARGS} with BBMM_WARMUP=1 failed (${rc}): ${out} ${err}")
endif()
file(READ ${OUT} json)
string(JSON builds GET "${json}" total builds)
string(JSON k1 GET "${json}" devices 1 stats kernels)
message(STATUS "timed run: ${builds} program build(s), ${k1} kernel(s) on device 1")
if(k1 EQUAL 0)
  message(FATAL_ERROR "the timed run left device 1 idle: nothing to check")
endif()
if(NOT builds EQUAL 0)
  message(FATAL_ERROR "the timed run built ${builds} program(s): the warm-up did not build them")
endif()
