# Included by test scripts: run SEQ, the plain build, and PP, the generated
# one (the environment already set), with BBMM_STATS=json:OUT.json; fail
# unless both exit 0 with equal outputs, and leave the statistics JSON in
# the variable "json".
set(ENV{BBMM_STATS} "json:${OUT}.json")
file(REMOVE ${OUT}.json)
execute_process(COMMAND ${SEQ} RESULT_VARIABLE rc OUTPUT_VARIABLE want)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the plain build failed (${rc})")
endif()
execute_process(COMMAND ${PP} RESULT_VARIABLE rc OUTPUT_VARIABLE got ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the generated build failed (${rc}): ${err}")
endif()
if(NOT got STREQUAL want)
  message(FATAL_ERROR "outputs differ:\n${got}\nwant:\n${want}")
endif()
file(READ ${OUT}.json json)
