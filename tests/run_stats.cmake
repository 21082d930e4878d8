# Included by test scripts: run sample PROG (the environment already set)
# with BBMM_STATS=json:OUT, fail unless it exits 0 having checked itself
# ("verified"), and leave the statistics JSON in the variable "json".
set(ENV{BBMM_STATS} "json:${OUT}")
file(REMOVE ${OUT})
execute_process(COMMAND ${PROG} ${ARGS} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "verified")
  message(FATAL_ERROR "${PROG} failed (${rc}): ${out} ${err}")
endif()
file(READ ${OUT} json)
