# Kernels over arrays of 5 and 6 dimensions (tests/pp_kdims.c, after NAS
# BT).  MODE=tool: bbmm-pp turns every region of FILE into kernels without
# a warning (none left as sequential code for its arrays' dimensions), the
# kernels taking fjac and njac with 5 dimensions and lhs with 6.  Else:
# PP (built through bbmm-pp) on DEVS PoCL devices with the regions kept on
# the devices (BBMM_HOST=never) and the settings SET ("A=1,B=2"), against
# SEQ (the plain sequential build): byte-identical outputs, and from
# BBMM_STATS every run of the three regions on the devices, none on the
# host.
#   cmake -DMODE=tool -DTOOL=bbmm-pp -DFILE=pp_kdims.c -DOUT=dir -P pp_kdims.cmake
#   cmake -DPP=pp_kdims -DSEQ=pp_kdims_seq -DDEVS=4 [-DSET=...] -DOUT=dir -P pp_kdims.cmake
set(n 9)
set(steps 3)
file(MAKE_DIRECTORY ${OUT})
if(MODE STREQUAL "tool")
  execute_process(COMMAND ${TOOL} -o ${OUT}/pp_kdims.bbmm.c ${FILE} RESULT_VARIABLE rc ERROR_VARIABLE err
                  OUTPUT_QUIET TIMEOUT 120)
  if(NOT rc EQUAL 0 OR NOT err STREQUAL "")
    message(FATAL_ERROR "bbmm-pp on ${FILE}: exit status ${rc}, stderr:\n${err}")
  endif()
  file(READ ${OUT}/pp_kdims.bbmm.c gen)
  foreach(want "BBMM_ARRAY_PARAM\\(double, fjac, 5\\)" "BBMM_ARRAY_PARAM\\(double, njac, 5\\)"
               "BBMM_ARRAY_PARAM\\(double, lhs, 6\\)" "BBMM_[BH]REF5\\(fjac," "BBMM_[BH]REF5\\(njac,"
               "BBMM_[BH]REF6\\(lhs,")
    if(NOT gen MATCHES "${want}")
      message(FATAL_ERROR "the kernels of ${FILE} have no match of '${want}'")
    endif()
  endforeach()
  return()
endif()
execute_process(COMMAND ${SEQ} ${n} ${steps} ${OUT}/seq.bin RESULT_VARIABLE rc ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the sequential build failed (${rc}): ${err}")
endif()
string(REPEAT "pthread " ${DEVS} pd)
set(ENV{POCL_DEVICES} "${pd}")
set(ENV{BBMM_HOST} "never")
set(ENV{BBMM_STATS} "json:${OUT}/stats.json")
string(REPLACE "," ";" settings "${SET}")
foreach(kv IN LISTS settings)
  string(REGEX MATCH "^([^=]+)=(.*)$" m "${kv}")
  set(ENV{${CMAKE_MATCH_1}} "${CMAKE_MATCH_2}")
endforeach()
file(REMOVE ${OUT}/pp.bin ${OUT}/stats.json)
execute_process(COMMAND ${PP} ${n} ${steps} ${OUT}/pp.bin RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${PP} on ${DEVS} device(s) (${SET}) failed (${rc}): ${out} ${err}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT}/seq.bin ${OUT}/pp.bin RESULT_VARIABLE diff)
if(NOT diff EQUAL 0)
  message(FATAL_ERROR "${DEVS} device(s) (${SET}): the output differs from the sequential program's")
endif()
file(READ ${OUT}/stats.json json)
string(JSON kernels GET "${json}" total kernels)
string(JSON runs GET "${json}" total runs)
string(JSON host GET "${json}" total runs_host)
math(EXPR least "3 * ${steps}")
if(runs LESS least OR kernels LESS runs OR NOT host EQUAL 0)
  message(FATAL_ERROR "${DEVS} device(s) (${SET}): ${runs} runs (want at least ${least}: the three regions every "
                      "step), ${kernels} kernels, ${host} runs on the host")
endif()
message(STATUS "${DEVS} device(s) (${SET}): bitwise equal; ${runs} runs, ${kernels} kernels")
