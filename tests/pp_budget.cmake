# Runs generated sample PROG on two PoCL devices under the per-device
# budget BUDGET: the result must be bitwise equal to the sequential twin
# and the run must have evicted boxes (box-out/box-in really happened).
set(ENV{POCL_DEVICES} "pthread pthread")
set(ENV{BBMM_DEVICE_MEM_LIMIT} "${BUDGET}")
set(ENV{BBMM_STATS} "json:${OUT}")
file(REMOVE ${OUT})
execute_process(COMMAND ${PROG} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "verified")
  message(FATAL_ERROR "${PROG} under a ${BUDGET} budget failed (${rc}): ${out} ${err}")
endif()
file(READ ${OUT} json)
string(JSON evictions GET "${json}" total evictions)
string(JSON boxin GET "${json}" total h2d box-in bytes)
message(STATUS "evictions ${evictions}, box-in ${boxin} bytes")
if(evictions EQUAL 0)
  message(FATAL_ERROR "a ${BUDGET} budget forced no eviction")
endif()
