# One input from tests/pp/fuzz_regress/ that once crashed bbmm-pp or made
# a sanitizer report (found while fuzzing it, tests/pp/fuzz_front.c):
# bbmm-pp --no-cpp with the fuzzer's isl operation limit, once with
# --explain and once generating code, must end with exit status 0 (done)
# or 1 (with an error message), never a signal or a hang, and (in sanitizer builds,
# whose reports also exit with 1) print no sanitizer report.
# An input whose first line starts with "// cpp" is preprocessed (no
# --no-cpp).  Inputs too large to keep as text (deep nesting that
# overflowed the stack) are kept as NAME.tar.gz holding NAME.c, unpacked
# into OUT first.
#   cmake -DPP=bbmm-pp -DFILE=in.c|in.tar.gz -DOUT=dir -P fuzz_regress.cmake
get_filename_component(FILE ${FILE} ABSOLUTE)
get_filename_component(stem ${FILE} NAME)
file(MAKE_DIRECTORY ${OUT})
set(input ${FILE})
if(FILE MATCHES "\\.tar\\.gz$")
  string(REGEX REPLACE "\\.tar\\.gz$" "" stem "${stem}")
  execute_process(COMMAND ${CMAKE_COMMAND} -E tar xzf ${FILE} WORKING_DIRECTORY ${OUT} RESULT_VARIABLE rc)
  set(input ${OUT}/${stem}.c)
  if(NOT rc STREQUAL "0" OR NOT EXISTS ${input})
    message(FATAL_ERROR "${FILE}: cannot unpack ${stem}.c")
  endif()
endif()
set(cpp --no-cpp)
file(STRINGS ${input} first LIMIT_COUNT 1 LIMIT_INPUT 64)
if(first MATCHES "^// cpp")
  set(cpp "")
endif()
foreach(mode --explain -o)
  set(args ${cpp} --max-ops 200000 ${mode})
  if(mode STREQUAL "-o")
    list(APPEND args ${OUT}/${stem}.bbmm.c)
  endif()
  execute_process(COMMAND ${PP} ${args} ${input} RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err TIMEOUT 60)
  if((NOT rc STREQUAL "0" AND NOT rc STREQUAL "1") OR err MATCHES "runtime error:|ERROR: [A-Za-z]+Sanitizer")
    string(SUBSTRING "${err}" 0 2000 err)
    message(FATAL_ERROR "${stem} (${mode}): expected exit status 0 or 1, got '${rc}'; stderr:\n${err}")
  endif()
  if(rc STREQUAL "1" AND NOT err MATCHES "error: ")
    message(FATAL_ERROR "${stem} (${mode}): exit status 1 without an error message")
  endif()
endforeach()
