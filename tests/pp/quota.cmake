# The tool stopped by isl's operation limit at every point of its work:
# each input of tests/pp/par (and samples/regions) through bbmm-pp at
# each operation limit of LIMITS must end with exit status 0 (a region
# past the limit runs as written, on the host) or 1 (an error message),
# never a signal, and (in sanitizer builds) print no sanitizer report.
# isl 0.25 may lose memory when its limit stops it half-way: those runs
# skip the leak check (pragma-tool/main.c), every other run keeps it.
#   cmake -DPP=bbmm-pp -DDIRS=d1,d2 -DINC=dir -DLIMITS=1000,20000 -DOUT=dir -P quota.cmake
file(MAKE_DIRECTORY ${OUT})
string(REPLACE "," ";" DIRS "${DIRS}")
string(REPLACE "," ";" LIMITS "${LIMITS}")
set(inputs "")
foreach(d IN LISTS DIRS)
  file(GLOB l ${d}/*.c)
  list(APPEND inputs ${l})
endforeach()
list(LENGTH inputs n)
if(n LESS 10)
  message(FATAL_ERROR "quota: only ${n} inputs under ${DIRS}")
endif()
set(stopped 0)
foreach(limit IN LISTS LIMITS)
  foreach(f IN LISTS inputs)
    get_filename_component(stem ${f} NAME_WE)
    execute_process(COMMAND ${PP} -I ${INC} --max-ops ${limit} -o ${OUT}/${stem}.${limit}.c ${f}
                    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err TIMEOUT 120)
    if((NOT rc STREQUAL "0" AND NOT rc STREQUAL "1") OR err MATCHES "runtime error:|ERROR: [A-Za-z]+Sanitizer")
      string(SUBSTRING "${err}" 0 3000 err)
      message(FATAL_ERROR "${f} at --max-ops ${limit}: expected exit status 0 or 1, got '${rc}'; stderr:\n${err}")
    endif()
    if(rc STREQUAL "1" AND NOT err MATCHES "error: ")
      message(FATAL_ERROR "${f} at --max-ops ${limit}: exit status 1 without an error message")
    endif()
    if(err MATCHES "isl operations")
      math(EXPR stopped "${stopped} + 1")
    endif()
  endforeach()
endforeach()
# the limits must stop some runs, or the test tests nothing
if(stopped EQUAL 0)
  message(FATAL_ERROR "quota: no run was stopped by the limits ${LIMITS}")
endif()
message(STATUS "quota: ${n} inputs x limits ${LIMITS}: ${stopped} runs stopped by the limit, none failed")
