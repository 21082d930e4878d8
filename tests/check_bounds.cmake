# BBMM_CHECK=bounds against a box shrunk on purpose (check_shrink.cmake):
# PROG (generated mvt with one box one element short, CASE read or write)
# runs on DEVS PoCL devices under the mode and must fail the way a user's
# program sees a runtime error: exit status 1 (bbmm-pp's fatal path, not a
# signal) and the message naming the kernel, the nest, the array, an
# element outside the box and the box itself.  Without the mode the kernel
# accesses memory outside its buffer: nothing is asserted of such a run.
# CHECK (default bounds) sets BBMM_CHECK: with CHECK=none the test must
# fail, which shows that it can.
if(NOT DEFINED CHECK)
  set(CHECK bounds)
endif()
set(ENV{POCL_DEVICES} "${DEVS}")
set(ENV{BBMM_STATS} "")
set(ENV{BBMM_CHECK} "${CHECK}")
execute_process(COMMAND ${PROG} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 300)
if(CASE STREQUAL "read")
  set(want "bounds check: kernel bbmm_r0_n0 of nest mvt_8_0 accessed A\\[[0-9]+\\]\\[([0-9]+)\\] outside its box A\\[[0-9]+\\.\\.[0-9]+\\]\\[0\\.\\.([0-9]+)\\] on device [0-9]")
else()
  set(want "bounds check: kernel bbmm_r0_n0 of nest mvt_8_0 accessed x1\\[([0-9]+)\\] outside its box x1\\[[0-9]+\\.\\.([0-9]+)\\] on device [0-9]")
endif()
if(NOT rc EQUAL 1 OR NOT err MATCHES "${want}")
  message(FATAL_ERROR "${PROG} under BBMM_CHECK=${CHECK} (${DEVS}): exit ${rc}, want 1 with a message matching\n  ${want}\nstdout: ${out}\nstderr: ${err}")
endif()
set(index ${CMAKE_MATCH_1})
math(EXPR past "${CMAKE_MATCH_2} + 1")
if(NOT index EQUAL past)
  message(FATAL_ERROR "the element named is not the one past the shrunk box: ${err}")
endif()
if(out MATCHES "verified")
  message(FATAL_ERROR "the run went on to verify after the bounds error: ${out}")
endif()
message(STATUS "${err}")
