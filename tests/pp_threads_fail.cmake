# Run PROG with argument MODE, REPEAT times (default 1): every run must end
# with exit status 1 (not a crash, not a hang, not a sanitizer's status) and
# print a line matching WANT on stderr.
if(NOT REPEAT)
  set(REPEAT 1)
endif()
foreach(run RANGE 1 ${REPEAT})
  execute_process(COMMAND ${PROG} ${MODE} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err
                  TIMEOUT 60)
  if(NOT rc STREQUAL "1")
    message(FATAL_ERROR "${MODE}, run ${run}: expected exit status 1, got ${rc}\nstdout:\n${out}\nstderr:\n${err}")
  endif()
  if(NOT err MATCHES "${WANT}")
    message(FATAL_ERROR "${MODE}, run ${run}: stderr does not match: ${WANT}\nstderr:\n${err}")
  endif()
  if(err MATCHES "ThreadSanitizer|AddressSanitizer|runtime error|Segmentation")
    message(FATAL_ERROR "${MODE}, run ${run}: a sanitizer or a crash spoke\nstderr:\n${err}")
  endif()
endforeach()
message("${MODE}: ${REPEAT} runs, each exit status 1 with the message; the last stderr:\n${err}")
