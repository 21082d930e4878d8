# Run PROG with argument MODE; it must end with exit status 1 (not a crash,
# not a hang, not a sanitizer's status) and print a line matching WANT on
# stderr.
execute_process(COMMAND ${PROG} ${MODE} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err
                TIMEOUT 60)
message("exit status: ${rc}\nstdout:\n${out}\nstderr:\n${err}")
if(NOT rc STREQUAL "1")
  message(FATAL_ERROR "${MODE}: expected exit status 1, got ${rc}")
endif()
if(NOT err MATCHES "${WANT}")
  message(FATAL_ERROR "${MODE}: stderr does not match: ${WANT}")
endif()
if(err MATCHES "ThreadSanitizer|AddressSanitizer|runtime error|Segmentation")
  message(FATAL_ERROR "${MODE}: a sanitizer or a crash spoke")
endif()
